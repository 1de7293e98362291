#!/usr/bin/env python3
"""Generates odds-formats.json: the odds display rules computed with exact fractions, independently
of the TypeScript code that must reproduce them. Run: python3 gen_odds.py > odds-formats.json"""
import json
from fractions import Fraction as F

RULES = [
    "Odds are integer thousandths (1.85 = 1850); no rule uses floating point. Rounding is half away from zero.",
    "european: odds/1000 with 2 decimals (1855 -> 1.86).",
    "hongkong: (odds-1000)/1000 with 2 decimals (1850 -> 0.85).",
    "british: the rung of the bookmakers' fractional ladder (the 'ladder' list, written as bookmakers "
    "write it: 4/6, 6/4 and 85/40 unreduced, evens as 1/1) closest to (odds-1000)/1000, errors compared "
    "exactly; a value half-way between two rungs takes the lower rung, so the price shown never promises "
    "more than the bet pays (2025 -> 1/1, 5250 -> 4/1). Above the top rung (40/1, the first rung past the "
    "40.00 cap; only combo totals get there) it is the profit rounded to a whole number, over 1 "
    "(125000 -> 124/1).",
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


# The standard fractional ladder of UK bookmakers, shortest first, each rung as (numerator,
# denominator) exactly as it is written. Decimal odds are capped at 40.00 (39/1), so the ladder
# stops at 40/1, the first rung past the cap.
LADDER = [(1, 100), (1, 66), (1, 50), (1, 40), (1, 33), (1, 25), (1, 20), (1, 16), (1, 14), (1, 12),
          (1, 10), (1, 9), (1, 8), (1, 7), (1, 6), (1, 5), (2, 9), (1, 4), (2, 7), (3, 10), (1, 3),
          (4, 11), (2, 5), (4, 9), (1, 2), (8, 15), (4, 7), (8, 13), (4, 6), (8, 11), (4, 5), (5, 6),
          (10, 11), (1, 1), (21, 20), (11, 10), (6, 5), (5, 4), (11, 8), (6, 4), (13, 8), (7, 4),
          (15, 8), (2, 1), (85, 40), (9, 4), (5, 2), (11, 4), (3, 1), (10, 3), (7, 2), (4, 1), (9, 2),
          (5, 1), (11, 2), (6, 1), (13, 2), (7, 1), (15, 2), (8, 1), (17, 2), (9, 1), (10, 1), (11, 1),
          (12, 1), (14, 1), (16, 1), (18, 1), (20, 1), (25, 1), (33, 1), (40, 1)]
assert all(F(*a) < F(*b) for a, b in zip(LADDER, LADDER[1:])), "the ladder must rise"


def british(odds: int) -> str:
    target = F(odds - 1000, 1000)
    top = LADDER[-1]
    if target > F(*top):
        return f"{round_half_away(target)}/1"
    # min() keeps the first of equal errors: the lower rung, as the ladder rises.
    n, d = min(LADDER, key=lambda r: abs(F(*r) - target))
    return f"{n}/{d}"


def american(odds: int) -> str:
    if odds >= 2000:
        return "+" + str(round_half_away(F(odds - 1000, 10)))
    return "-" + str(round_half_away(F(100000, odds - 1000)))


def indonesian(odds: int) -> str:
    return dec2(F(odds - 1000, 1000)) if odds >= 2000 else dec2(-F(1000, odds - 1000))


def malaysian(odds: int) -> str:
    return dec2(F(odds - 1000, 1000)) if odds <= 2000 else dec2(-F(1000, odds - 1000))


# Common bookmaker prices, values that round half away from zero (1855, 1005 steps), and values far
# past the cap (combo totals); then for the ladder, every rung that is a whole number of thousandths,
# every point half-way between two rungs that is one (a tie: the lower rung wins) and the values a
# thousandth either side of it, so that each boundary of the ladder is checked.
COMMON = [1010, 1015, 1050, 1100, 1125, 1167, 1200, 1250, 1286, 1333, 1400, 1444, 1500, 1571,
          1615, 1667, 1727, 1800, 1833, 1850, 1855, 1900, 1905, 1909, 1910, 1950, 1990, 1995, 2000,
          2005, 2010, 2100, 2250, 2375, 2500, 2620, 2750, 2875, 2995, 3000, 3005, 3250, 3500, 3750,
          4000, 4333, 5000, 6500, 7500, 9000, 10000, 11000, 13000, 15000, 21000, 25000, 39990,
          40000, 40500, 41000, 41499, 41500, 50000, 67000, 100000, 125000, 250000, 500000]


def ladder_points() -> list[int]:
    points = []
    for n, d in LADDER:
        if 1000 * n % d == 0:
            points.append(1000 + 1000 * n // d)
    for a, b in zip(LADDER, LADDER[1:]):
        mid = 1000 + (F(*a) + F(*b)) / 2 * 1000
        lo = int(mid)  # floor: mid is positive
        points += [lo, lo + 1] if mid.denominator != 1 else [lo - 1, lo, lo + 1]
    return points


ODDS = sorted({o for o in COMMON + ladder_points() if o > 1000})

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
ladder = [f"{n}/{d}" for n, d in LADDER]
print(json.dumps({"rules": RULES, "ladder": ladder, "cases": cases, "cap": cap, "invalid": invalid}, indent=1, ensure_ascii=False))
