#!/usr/bin/env python3
"""Generates odds-formats.json: the odds display rules computed with exact fractions, independently
of the TypeScript code that must reproduce them. Run: python3 gen_odds.py > odds-formats.json"""
import json
from fractions import Fraction as F

RULES = [
    "Odds are integer thousandths (1.85 = 1850); no rule uses floating point. Rounding is half away from zero.",
    "european: odds/1000 with 2 decimals (1855 -> 1.86).",
    "hongkong: (odds-1000)/1000 with 2 decimals (1850 -> 0.85).",
    "british: the fraction n/d closest to (odds-1000)/1000 with 1 <= d <= 100, ties to the smaller d "
    "(errors compared exactly, by cross-multiplication), reduced, written n/d (1850 -> 17/20, 2000 -> 1/1).",
    "american: odds >= 2000: '+' and (odds-1000)/10 rounded to an integer (2500 -> +150); "
    "below: '-' and 100000/(odds-1000) rounded (1850 -> -118).",
    "indonesian: odds >= 2000: (odds-1000)/1000; below: -1000/(odds-1000); 2 decimals (1850 -> -1.18).",
    "malaysian: odds <= 2000: (odds-1000)/1000; above: -1000/(odds-1000); 2 decimals (2500 -> -0.67).",
    "cap: odds above 40000 (40.00) become 40000.",
    "invalid: a value that is not an integer above 1000 is shown as an em dash (U+2014) in every format.",
]


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


# The brief's list, common bookmaker prices, values that round half away from zero (1855, 1005
# steps), and ties between fractions of different denominators (1995: 1/1 and 99/100 are equally
# close; the smaller denominator wins). Over every odds value from 1010 to 500000 no tie is left
# between two fractions with the same smallest denominator, so the british rule is unambiguous.
ODDS = [1010, 1015, 1050, 1100, 1125, 1167, 1200, 1250, 1286, 1333, 1400, 1444, 1500, 1571,
        1615, 1667, 1727, 1800, 1833, 1850, 1855, 1900, 1905, 1909, 1910, 1950, 1990, 1995, 2000,
        2005, 2010, 2100, 2250, 2375, 2500, 2620, 2750, 2875, 2995, 3000, 3005, 3250, 3500, 3750,
        4000, 4333, 5000, 6500, 7500, 9000, 10000, 11000, 13000, 15000, 21000, 25000, 40000,
        50000, 67000, 100000, 250000, 500000]

cases = [{
    "odds": o,
    "european": dec2(F(o, 1000)),
    "british": british(o),
    "hongkong": dec2(F(o - 1000, 1000)),
    "american": american(o),
    "indonesian": indonesian(o),
    "malaysian": malaysian(o),
} for o in ODDS]
cap = [{"odds": o, "capped": min(o, 40000)} for o in [1010, 39990, 40000, 40001, 40010, 41000, 500000]]
# Not odds at all (at most 1.000, or not an integer): every format shows an em dash instead.
invalid = [1000, 999, 0, -1850, 1850.5]
print(json.dumps({"rules": RULES, "cases": cases, "cap": cap, "invalid": invalid}, indent=1, ensure_ascii=False))
