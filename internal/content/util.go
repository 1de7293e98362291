package content

import (
	"slices"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/locale"
)

func itoa(i int) string { return strconv.Itoa(i) }

func isSupported(loc string) bool { return slices.Contains(locale.Supported(), loc) }
