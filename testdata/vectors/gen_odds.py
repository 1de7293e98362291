#!/usr/bin/env python3
"""Generates odds-formats.json: the odds display rules computed with exact fractions, independently
of the TypeScript code that must reproduce them. Run: python3 gen_odds.py > odds-formats.json"""
import json
from fractions import Fraction as F

RULES = (
    "Odds are integer thousandths (1.85 = 1850). Rounding is half away from zero. "
    "european: odds/1000 with 2 decimals. hongkong: (odds-1000)/1000 with 2 decimals. "
    "british: the fraction n/d closest to (odds-1000)/1000 with 1 <= d <= 100, ties to the smaller d, "
    "reduced, written n/d. Odds are never below 1010 (1.01). american: odds >= 2000: '+' and (odds-1000)/10 rounded to an integer; "
    "below: '-' and 100000/(odds-1000) rounded. indonesian: odds >= 2000: (odds-1000)/1000; below: "
    "-1000/(odds-1000); 2 decimals. malaysian: odds <= 2000: (odds-1000)/1000; above: "
    "-1000/(odds-1000); 2 decimals. cap: odds above 40000 become 40000."
)


def round_half_away(x: F) -> int:
    n = abs(x)
    r = int(n + F(1, 2))  # floor(n + 1/2) for n >= 0
    return r if x >= 0 else -r


def dec2(x: F) -> str:
    cents = round_half_away(x * 100)
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"


def british(odds: int) -> str:
    target = F(odds - 1000, 1000)
    best = None
    for d in range(1, 101):
        n = round_half_away(target * d)
        err = abs(F(n, d) - target)
        if best is None or err < best[0]:
            best = (err, n, d)
    f = F(best[1], best[2])
    return f"{f.numerator}/{f.denominator}"


def american(odds: int) -> str:
    if odds >= 2000:
        return "+" + str(round_half_away(F(odds - 1000, 10)))
    return "-" + str(round_half_away(F(100000, odds - 1000)))


def indonesian(odds: int) -> str:
    return dec2(F(odds - 1000, 1000)) if odds >= 2000 else dec2(-F(1000, odds - 1000))


def malaysian(odds: int) -> str:
    return dec2(F(odds - 1000, 1000)) if odds <= 2000 else dec2(-F(1000, odds - 1000))


ODDS = [1010, 1050, 1100, 1125, 1200, 1250, 1333, 1400, 1444, 1500, 1571, 1667, 1727, 1800,
        1833, 1850, 1855, 1900, 1905, 1909, 1910, 1950, 1990, 1995, 2000, 2005, 2010, 2100, 2250,
        2375, 2500, 2620, 2750, 3000, 3250, 3500, 4000, 4333, 5000, 6500, 7500, 10000, 11000,
        15000, 21000, 25000, 40000, 50000, 67000, 100000, 250000, 500000]

cases = [{
    "odds": o,
    "european": dec2(F(o, 1000)),
    "british": british(o),
    "hongkong": dec2(F(o - 1000, 1000)),
    "american": american(o),
    "indonesian": indonesian(o),
    "malaysian": malaysian(o),
} for o in ODDS]
cap = [{"odds": o, "capped": min(o, 40000)} for o in [1010, 39990, 40000, 40010, 41000, 500000]]
print(json.dumps({"rules": RULES, "cases": cases, "cap": cap}, indent=1))
