package bonusrules

// Campaign statuses (spec 'Bonus status values', in lists).
const (
	CampaignActive   = "active"
	CampaignCreated  = "created"
	CampaignDisabled = "disabled"
	CampaignFinished = "finished"
	CampaignPaused   = "paused"
)

// Player statuses of an issued bonus (spec 'Bonus status values', for the player).
const (
	StatusAvailable    = "available"     // may be used, or activated, now
	StatusActive       = "active"        // activated: a hunting or tournament in progress, a freebet activated
	StatusNotAvailable = "not_available" // the player does not meet its conditions (country, verification)
	StatusDeactivated  = "deactivated"   // the operator disabled or paused the campaign
	StatusBonusOver    = "bonus_over"    // its uses are exhausted, the freebet used
	StatusExpired      = "expired"       // valid to (or its own expiry) has passed
	StatusOverridden   = "overridden"    // another issue of the same campaign replaced it
	StatusUnknown      = "unknown"
)

// Issued is a player's issue of a bonus.
type Issued struct {
	TimesUsed              int
	ActivatedAt, ExpiredAt int64 // unix ms, 0 none
	Overridden             bool
}

// Availability is what the status of an issue depends on besides the issue: the campaign's status
// and valid to (unix ms, 0 none), now, whether the player's country and verification meet the
// campaign's, its uses count (0: unlimited) and whether it must be activated before use.
type Availability struct {
	CampaignStatus        string
	ValidTo               int64
	Now                   int64
	CountryOK, VerifiedOK bool
	UsesCount             int
	NeedsActivation       bool
}

// PlayerStatus is the player's status of an issued bonus. The first that holds wins: overridden;
// bonus_over (a used-up bonus says so even once its campaign ended); unknown for a campaign status
// the rules do not know; deactivated (disabled, paused); expired (finished campaign, valid to or
// the expiry passed); not_available (a campaign not yet started, or the player's country or
// verification does not meet it); active (activated); else available.
func PlayerStatus(a Availability, is Issued) string {
	switch {
	case is.Overridden:
		return StatusOverridden
	case a.UsesCount > 0 && is.TimesUsed >= a.UsesCount:
		return StatusBonusOver
	}
	switch a.CampaignStatus {
	case CampaignActive, CampaignCreated:
	case CampaignDisabled, CampaignPaused:
		return StatusDeactivated
	case CampaignFinished:
		return StatusExpired
	default:
		return StatusUnknown
	}
	switch {
	case a.ValidTo != 0 && a.Now >= a.ValidTo, is.ExpiredAt != 0 && a.Now >= is.ExpiredAt:
		return StatusExpired
	case a.CampaignStatus == CampaignCreated, !a.CountryOK, !a.VerifiedOK:
		return StatusNotAvailable
	case a.NeedsActivation && is.ActivatedAt != 0:
		return StatusActive
	}
	return StatusAvailable
}
