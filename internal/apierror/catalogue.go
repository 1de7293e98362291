package apierror

import "net/http"

// Code is a stable machine code of the catalogue. Clients branch on codes, and translate the
// message key that comes with each; neither changes once published.
type Code string

// The catalogue's codes. The spec's error catalogue (sportsbook-spec.md, section 8) fixes the
// statuses the front end acts on: a 401 signs the player out (UNAUTHORIZED, and
// ACTIVITY_LIMIT_REACHED, which also shows the activity-limit modal), a session start answering 403
// means the session limit is reached (SESSION_LIMIT_REACHED), and the generic alert is global-error.default.title (the key of
// INTERNAL_ERROR and SERVICE_UNAVAILABLE). The bet refusals (INVALID_ODDS and the others of
// errors_by_bet) are the bet service's, answered in the contract's BetError.
const (
	// Any API.
	InvalidParameter   Code = "INVALID_PARAMETER"
	NotFound           Code = "NOT_FOUND"
	MethodNotAllowed   Code = "METHOD_NOT_ALLOWED"
	Unauthorized       Code = "UNAUTHORIZED"
	Forbidden          Code = "FORBIDDEN"
	ValidationFailed   Code = "VALIDATION_FAILED"
	Internal           Code = "INTERNAL_ERROR"
	ServiceUnavailable Code = "SERVICE_UNAVAILABLE"
	// A request body larger than its route takes, or sent too slowly (internal/reqbound).
	RequestTooLarge Code = "REQUEST_TOO_LARGE"
	RequestTimeout  Code = "REQUEST_TIMEOUT"

	// Catalogue (sportsbook API).
	InvalidSearchQuery Code = "INVALID_SEARCH_QUERY"
	// TooManyReports refuses the browser's error reports beyond their rate (POST /client-errors);
	// the SPA shows nothing of it.
	TooManyReports Code = "TOO_MANY_REPORTS"

	// Players and sign-in.
	CSRFTokenInvalid   Code = "CSRF_TOKEN_INVALID"
	InvalidCredentials Code = "INVALID_CREDENTIALS"
	AccountLocked      Code = "ACCOUNT_LOCKED"
	TooManyAttempts    Code = "TOO_MANY_ATTEMPTS"
	CountryBlocked     Code = "COUNTRY_BLOCKED"
	SignInClosed       Code = "SIGN_IN_CLOSED" // the site allows no sign-in (site.yaml signInAllowed)
	SignUpClosed       Code = "SIGN_UP_CLOSED" // the site allows no sign-up (site.yaml signUpAllowed)
	EmailNotConfirmed  Code = "EMAIL_NOT_CONFIRMED"
	SelfExcluded       Code = "SELF_EXCLUDED"
	CoolingOff         Code = "COOLING_OFF"
	TokenInvalid       Code = "TOKEN_INVALID"
	PasswordWrong      Code = "PASSWORD_WRONG"
	AuthFieldsMissed   Code = "AUTH_FIELDS_MISSED"
	SMSLimitReached    Code = "SMS_LIMIT_REACHED"
	ResendTooSoon      Code = "RESEND_TOO_SOON"
	CodeInvalid        Code = "CODE_INVALID"

	// Cashier.
	UnknownCurrency      Code = "UNKNOWN_CURRENCY"
	AccountExists        Code = "ACCOUNT_EXISTS"
	NoAccount            Code = "NO_ACCOUNT"
	LimitDepositExceeded Code = "LIMIT_DEPOSIT_EXCEEDED"
	// Payment methods and withdrawals (issue 27).
	NoPaymentMethod      Code = "NO_PAYMENT_METHOD"      // none saved: a first deposit through the provider's page saves one
	MethodNotFound       Code = "METHOD_NOT_FOUND"       // not one of the player's saved methods (another's, or removed)
	WithdrawalAmount     Code = "WITHDRAWAL_AMOUNT"      // not a positive amount within the bound
	InsufficientFunds    Code = "INSUFFICIENT_FUNDS"     // above what can be withdrawn (with withdrawable, currency)
	WithdrawalNotFound   Code = "WITHDRAWAL_NOT_FOUND"   // not one of the player's withdrawals
	WithdrawalNotPending Code = "WITHDRAWAL_NOT_PENDING" // already paid, rejected or cancelled: nothing changed

	// Responsible gambling.
	LimitNotRemovable    Code = "LIMIT_NOT_REMOVABLE"
	SessionLimitReached  Code = "SESSION_LIMIT_REACHED"
	ActivityLimitReached Code = "ACTIVITY_LIMIT_REACHED"

	// Bonuses (the bonus calls; a bet's bonus refusals are the bet service's BetError).
	BonusNotFound     Code = "BONUS_NOT_FOUND"
	BonusNotAvailable Code = "BONUS_NOT_AVAILABLE"
	BonusAlreadyUsed  Code = "BONUS_ALREADY_USED"
	PromoCodeUnknown  Code = "PROMO_CODE_UNKNOWN"
	PromoCodeExpired  Code = "PROMO_CODE_EXPIRED"
	PromoCodeUsed     Code = "PROMO_CODE_USED"
	BoostNotAvailable Code = "BOOST_NOT_AVAILABLE"

	// Favourites.
	FavouriteTypeUnknown Code = "FAVOURITE_TYPE_UNKNOWN"
	FavouriteUnknown     Code = "FAVOURITE_UNKNOWN"
	// Notifications.
	NotificationNotFound Code = "NOTIFICATION_NOT_FOUND"
	// Predictions (GET and POST /vote).
	PredictionNotFound Code = "PREDICTION_NOT_FOUND"
	PredictionClosed   Code = "PREDICTION_CLOSED"
	AlreadyVoted       Code = "ALREADY_VOTED"
	// Streams: the match has no stream playing now (GET /matches/{id}/video).
	VideoNotAvailable Code = "VIDEO_NOT_AVAILABLE"
	// Match chat (POST /matches/{id}/chat).
	ChatMessageEmpty   Code = "CHAT_MESSAGE_EMPTY"
	ChatMessageTooLong Code = "CHAT_MESSAGE_TOO_LONG"
	ChatTooFast        Code = "CHAT_TOO_FAST"
	ChatClosed         Code = "CHAT_CLOSED"
)

// entry is what a code answers: its HTTP status and its translatable message key.
type entry struct {
	status  int
	message string
}

// catalogue is read only: every code above, with its status and message key.
var catalogue = map[Code]entry{
	InvalidParameter:   {http.StatusBadRequest, "error.invalid_parameter"},
	NotFound:           {http.StatusNotFound, "error.not_found"},
	MethodNotAllowed:   {http.StatusMethodNotAllowed, "error.method_not_allowed"},
	Unauthorized:       {http.StatusUnauthorized, "error.unauthorized"},
	Forbidden:          {http.StatusForbidden, "error.forbidden"},
	ValidationFailed:   {http.StatusUnprocessableEntity, "error.validation.failed"},
	Internal:           {http.StatusInternalServerError, "global-error.default.title"},
	ServiceUnavailable: {http.StatusServiceUnavailable, "global-error.default.title"},
	RequestTooLarge:    {http.StatusRequestEntityTooLarge, "error.request_too_large"},
	RequestTimeout:     {http.StatusRequestTimeout, "error.request_timeout"},

	InvalidSearchQuery: {http.StatusBadRequest, "error.search.query_length"},
	TooManyReports:     {http.StatusTooManyRequests, "error.too_many_requests"},

	CSRFTokenInvalid:   {http.StatusForbidden, "error.csrf"},
	InvalidCredentials: {http.StatusUnauthorized, "error.auth.invalid_credentials"},
	AccountLocked:      {http.StatusLocked, "error.auth.account_locked"},
	TooManyAttempts:    {http.StatusTooManyRequests, "error.auth.too_many_attempts"},
	CountryBlocked:     {http.StatusForbidden, "error.auth.country_blocked"},
	SignInClosed:       {http.StatusForbidden, "error.auth.sign_in_closed"},
	SignUpClosed:       {http.StatusForbidden, "error.auth.sign_up_closed"},
	EmailNotConfirmed:  {http.StatusForbidden, "error.auth.email_not_confirmed"},
	SelfExcluded:       {http.StatusForbidden, "error.auth.self_excluded"},
	CoolingOff:         {http.StatusForbidden, "error.auth.cooling_off"},
	TokenInvalid:       {http.StatusUnprocessableEntity, "error.auth.token_invalid"},
	PasswordWrong:      {http.StatusUnprocessableEntity, "error.auth.password_wrong"},
	AuthFieldsMissed:   {http.StatusUnprocessableEntity, "error.auth.fields_missed"},
	SMSLimitReached:    {http.StatusTooManyRequests, "error.phone.sms_limit_reached"},
	ResendTooSoon:      {http.StatusTooManyRequests, "error.phone.resend_too_soon"},
	CodeInvalid:        {http.StatusUnprocessableEntity, "error.phone.code_invalid"},

	UnknownCurrency:      {http.StatusUnprocessableEntity, "error.wallet.unknown_currency"},
	AccountExists:        {http.StatusConflict, "error.wallet.account_exists"},
	NoAccount:            {http.StatusUnprocessableEntity, "error.wallet.no_account"},
	LimitDepositExceeded: {http.StatusUnprocessableEntity, "error.limits.deposit_exceeded"},
	NoPaymentMethod:      {http.StatusUnprocessableEntity, "error.payment.no_method"},
	MethodNotFound:       {http.StatusNotFound, "error.payment.method_not_found"},
	WithdrawalAmount:     {http.StatusUnprocessableEntity, "error.withdrawal.amount"},
	InsufficientFunds:    {http.StatusUnprocessableEntity, "error.withdrawal.insufficient_funds"},
	WithdrawalNotFound:   {http.StatusNotFound, "error.withdrawal.not_found"},
	WithdrawalNotPending: {http.StatusConflict, "error.withdrawal.not_pending"},

	LimitNotRemovable:    {http.StatusUnprocessableEntity, "error.limits.not_removable"},
	SessionLimitReached:  {http.StatusForbidden, "error.limits.session_reached"},
	ActivityLimitReached: {http.StatusUnauthorized, "error.limits.activity_reached"},

	BonusNotFound:     {http.StatusNotFound, "error.bonus.not_found"},
	BonusNotAvailable: {http.StatusUnprocessableEntity, "error.bonus.not_available"},
	BonusAlreadyUsed:  {http.StatusUnprocessableEntity, "error.bonus.already_used"},
	PromoCodeUnknown:  {http.StatusUnprocessableEntity, "error.bonus.promo_code_unknown"},
	PromoCodeExpired:  {http.StatusUnprocessableEntity, "error.bonus.promo_code_expired"},
	PromoCodeUsed:     {http.StatusUnprocessableEntity, "error.bonus.promo_code_used"},
	BoostNotAvailable: {http.StatusUnprocessableEntity, "error.bonus.boost_not_available"},

	// A type or an id the catalogue does not have: there is no such thing to star.
	FavouriteTypeUnknown: {http.StatusNotFound, "error.favourites.type_unknown"},
	FavouriteUnknown:     {http.StatusNotFound, "error.favourites.unknown"},
	NotificationNotFound: {http.StatusNotFound, "notifications.error.not_found"},
	// A vote on a match that no longer plays, or a second vote: the prediction is as it was.
	PredictionNotFound: {http.StatusNotFound, "prediction.error.not_found"},
	PredictionClosed:   {http.StatusConflict, "prediction.error.closed"},
	AlreadyVoted:       {http.StatusConflict, "prediction.error.already_voted"},
	VideoNotAvailable:  {http.StatusNotFound, "stream.error.not_available"},
	ChatMessageEmpty:   {http.StatusBadRequest, "chat.error.empty"},
	ChatMessageTooLong: {http.StatusBadRequest, "chat.error.too_long"},
	ChatTooFast:        {http.StatusTooManyRequests, "chat.error.too_fast"},
	// A match that no longer takes bets no longer takes messages: its chat is read only.
	ChatClosed: {http.StatusConflict, "chat.error.closed"},
}
