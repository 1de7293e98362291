#!/usr/bin/env python3
"""Generates betting.json: the money rules of bets that both the Go server (internal/betting) and
the TypeScript slip (web/src/domain) compute. Written independently of both, with Python's exact
integers and fractions. Run: python3 gen_betting.py > betting.json"""
import itertools
import json
from fractions import Fraction
from math import floor

RULES = [
    "Odds are decimal odds in thousandths (1.85 is 1850); stakes and payouts are integer minor units.",
    "Combo odds: the product of the legs' odds, rounded down to thousandths.",
    "Potential win: stake x the bet's odds / 1000, rounded down to the minor unit.",
    "System k/n: one line per combination of k of the n selections (lexicographic by selection index); "
    "the stake is per line, the total stake is stake x lines; the potential win is the sum over lines.",
    "Settlement factor of a leg, in thousandths: win = odds, lose = 0, void = 1000, "
    "half_win = (odds + 1000) / 2, half_lose = 500 (exact: halves are kept).",
    "Settled odds of a line: the product of its legs' factors, rounded down to thousandths; a void leg "
    "drops out (factor 1). Payout of a line: stake x settled odds / 1000, rounded down.",
    "Cash-out value of an open single or combo: stake x the product over its legs of (placed odds / "
    "current odds) for an open leg and of the settlement factor for a settled leg, x (1000 - margin) / "
    "1000 with the cash-out margin in thousandths (50), rounded down once; none when a leg lost.",
    "Result of a line: lose_entire when its settled odds are 0; refund_entire when every leg is void; "
    "refund_half_lose_other when a leg is half_lose; refund_half_win_other when a leg is half_win; "
    "else win_entire.",
    "Stake bounds per line (a system bet's stake is per line): 0.10 to 10,000.00 (10 to 1,000,000 minor units) in a currency of 2 "
    "subunits or fewer; 1,000 to 50,000,000 minor units (satoshi) in a currency of more subunits (BTC).",
]


def factor(result, odds):
    return {
        "win": Fraction(odds, 1000),
        "lose": Fraction(0),
        "void": Fraction(1),
        "half_win": Fraction(odds + 1000, 2000),
        "half_lose": Fraction(1, 2),
    }[result]


def odds_down(fr):
    """A positive fraction as odds in thousandths, rounded down."""
    return floor(fr * 1000)


def combo_odds(odds):
    p = Fraction(1)
    for o in odds:
        p *= Fraction(o, 1000)
    return odds_down(p)


def potential(stake, odds):
    return stake * odds // 1000


def line_result(results, settled):
    if settled == 0:
        return "lose_entire"
    if all(r == "void" for r in results):
        return "refund_entire"
    if "half_lose" in results:
        return "refund_half_lose_other"
    if "half_win" in results:
        return "refund_half_win_other"
    return "win_entire"


def settle_line(stake, legs):
    p = Fraction(1)
    for o, r in legs:
        p *= factor(r, o)
    settled = odds_down(p)
    return {"settled_odds": settled, "payout": stake * settled // 1000,
            "result": line_result([r for _, r in legs], settled)}


combos = [
    [1850],
    [1850, 2100],
    [1333, 1333, 1333],
    [1010, 1020, 1030, 1040, 1050, 1060, 1070, 1080],
    [40000, 25000],
    [1001, 1001, 1001],
    [3750, 1909, 2625, 1444],
]
potentials = [(100, 1850), (1, 1999), (999, 1001), (250, 3333), (5_000_000, 2750), (1, 1000), (10000, 40000)]

systems = [
    ([1850, 2100, 1700], 2, 100),
    ([2000, 2000, 2000, 2000], 3, 50),
    ([1500, 2500, 3500, 4500, 1250], 2, 10),
    ([1909, 1833, 2100, 1750], 2, 125),
]

settlements = [
    (100, [(1850, "win")]),
    (100, [(1850, "lose")]),
    (100, [(1850, "void")]),
    (100, [(1950, "half_win")]),
    (100, [(1950, "half_lose")]),
    (333, [(1975, "half_win")]),
    (1000, [(1850, "win"), (2100, "win")]),
    (1000, [(1850, "win"), (2100, "void")]),
    (1000, [(1850, "void"), (2100, "void")]),
    (1000, [(1850, "win"), (2100, "lose")]),
    (1000, [(1850, "win"), (1950, "half_win")]),
    (1000, [(1850, "win"), (1950, "half_lose")]),
    (777, [(1333, "win"), (1333, "win"), (1333, "win")]),
    (10, [(1950, "half_lose"), (1875, "half_win")]),
]
system_settlements = [
    ([1850, 2100, 1700], ["win", "lose", "win"], 2, 100),
    ([1850, 2100, 1700], ["win", "void", "win"], 2, 100),
    ([2000, 2000, 2000, 2000], ["win", "win", "lose", "half_win"], 3, 50),
]

CASHOUT_MARGIN = 50
cashouts = [
    (1000, [(1850, 1850, None)]),
    (1000, [(1850, 1500, None)]),
    (1000, [(1850, 2600, None)]),
    (1000, [(1850, None, "win"), (2100, 1400, None)]),
    (1000, [(1850, None, "void"), (2100, 2100, None)]),
    (1000, [(1850, None, "lose"), (2100, 1400, None)]),
    (777, [(1333, 1200, None), (1909, 1909, None), (2625, 1111, None)]),
    (5_000_000, [(1950, None, "half_win"), (1800, 1250, None)]),
]


def cashout(stake, legs):
    p = Fraction(stake) * Fraction(1000 - CASHOUT_MARGIN, 1000)
    for placed, current, result in legs:
        if result is not None:
            if result == "lose":
                return None
            p *= factor(result, placed)
        else:
            p *= Fraction(placed, current)
    return floor(p)


# Stake bounds by the currency's subunits: (subunits, min, max) in minor units.
stake_bounds = [(2, 10, 1_000_000), (8, 1_000, 50_000_000)]

out = {"rules": RULES, "stake_bounds": [{"subunits": s, "min": lo, "max": hi} for s, lo, hi in stake_bounds], "cashout_margin": CASHOUT_MARGIN, "cashouts": [], "combo_odds": [], "potential_win": [], "systems": [], "settlements": [], "system_settlements": []}
for odds in combos:
    out["combo_odds"].append({"odds": odds, "combo_odds": combo_odds(odds)})
for stake, odds in potentials:
    out["potential_win"].append({"stake": stake, "odds": odds, "potential_win": potential(stake, odds)})
for odds, k, stake in systems:
    lines = list(itertools.combinations(range(len(odds)), k))
    out["systems"].append({
        "odds": odds, "size": k, "stake": stake,
        "lines": [list(l) for l in lines],
        "total_stake": stake * len(lines),
        "potential_win": sum(potential(stake, combo_odds([odds[i] for i in l])) for l in lines),
    })
for stake, legs in settlements:
    case = {"stake": stake, "legs": [{"odds": o, "result": r} for o, r in legs]}
    case.update(settle_line(stake, legs))
    out["settlements"].append(case)
for odds, results, k, stake in system_settlements:
    lines = list(itertools.combinations(range(len(odds)), k))
    settled = [settle_line(stake, [(odds[i], results[i]) for i in l]) for l in lines]
    out["system_settlements"].append({
        "odds": odds, "results": results, "size": k, "stake": stake,
        "payouts": [s["payout"] for s in settled], "payout": sum(s["payout"] for s in settled),
    })
for stake, legs in cashouts:
    out["cashouts"].append({
        "stake": stake,
        "legs": [{"placed_odds": p, "current_odds": c, "result": r} for p, c, r in legs],
        "value": cashout(stake, legs),
    })
print(json.dumps(out, indent=1))
