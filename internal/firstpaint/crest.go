package firstpaint

// crest: MatchPage's HeaderCrest (features/match crest.ts), a team's crest before its name; none
// when the team has no logo. The rows show none (README 'Team crests').
func (p *painter) crest(logo *string, class string) {
	if logo == nil || *logo == "" {
		return
	}
	p.open("img", "class", class, "src", *logo, "alt", "", "width", "28", "height", "28")
}
