#!/usr/bin/env python3
"""Generates bonus.json: the bonus rules that both the Go server (internal/bonusrules) and the
TypeScript slip (web/src/domain/bonus) compute. Written independently of both, with Python's exact
integers and fractions. Run: python3 gen_bonus.py > bonus.json"""
import json
from fractions import Fraction
from math import floor

RULES = [
    "Odds are decimal odds in thousandths (1.85 is 1850); stakes, amounts and payouts are integer minor units.",
    "Event conditions: each non-empty list (sport, category, tournament, match ids) must hold the selection's value.",
    "Comboboost: a selection is suitable when its odds are >= the campaign's min odds and it is inside the conditions. "
    "Only a combo is boosted; the range whose [min count, max count] holds the count of suitable selections gives "
    "its bonus odds (range index -1 and bonus odds 0 when none).",
    "Boosted odds: combo odds x bonus odds / 1000, rounded down; potential win: stake x boosted odds / 1000, rounded down.",
    "Comboboost settlement: every selection won: stake x boosted odds (of the combo odds and the bet's bonus odds); "
    "some void and the rest won: the range is chosen again on the count of won selections at odds >= min odds, the "
    "settled odds (product of the won odds, rounded down) are boosted by it, none: the ordinary payout; any lost, "
    "half-lost or half-won selection: the ordinary payout.",
    "Freebet fits a bet when it is not a system bet, its odds are within [min odds, max odds] and its selection count "
    "within [from, to] (0: no bound), every selection is of a match of the match status (prematch, live, any) and "
    "inside the conditions; otherwise the code BONUS_NOT_SUITABLE.",
    "Freebet settlement (P the ordinary payout, stake included): refund_entire gives the freebet back and pays nothing; "
    "freebet_all_win pays P; freebet_only_win (and a plain freebet) pays max(0, P - stake); freebet_no_risk pays "
    "max(0, P - stake) and, when P is 0, gives the stake back as a new freebet.",
    "Potential win with a bonus: comboboost: stake x boosted odds; freebet only_win, no_risk and plain freebet: "
    "max(0, stake x odds - stake); freebet_all_win and no bonus: stake x odds (each product / 1000, rounded down).",
]


def odds_down(fr):
    return floor(fr * 1000)


def combo_odds(odds):
    p = Fraction(1)
    for o in odds:
        p *= Fraction(o, 1000)
    return odds_down(p)


def potential(stake, odds):
    return stake * odds // 1000


def boost(odds, bonus_odds):
    return odds * bonus_odds // 1000


def fit(cond, s):
    return all(not cond.get(k) or s[f] in cond[k] for k, f in
               [("sport_ids", "sport_id"), ("category_ids", "category_id"),
                ("tournament_ids", "tournament_id"), ("match_ids", "match_id")])


def sel(match, odds, sport=1, category=10, tournament=100, live=False):
    return {"match_id": match, "sport_id": sport, "category_id": category, "tournament_id": tournament,
            "odds": odds, "live": live}


COMBOBOOST = {
    "ranges": [{"min_count": 3, "max_count": 4, "bonus_odds": 1050},
               {"min_count": 5, "max_count": 6, "bonus_odds": 1100},
               {"min_count": 8, "max_count": 20, "bonus_odds": 1250}],
    "min_odds": 1300,
    "conditions": {"sport_ids": [1, 2], "category_ids": [], "tournament_ids": [], "match_ids": []},
}


def range_index(count):
    for i, r in enumerate(COMBOBOOST["ranges"]):
        if r["min_count"] <= count <= r["max_count"]:
            return i
    return -1


comboboost_cases = [
    ("combo", 1000, [sel(1, 1500), sel(2, 1800), sel(3, 2100)]),
    ("combo", 1000, [sel(1, 1500), sel(2, 1800)]),
    ("combo", 1000, [sel(1, 1500), sel(2, 1200), sel(3, 2100)]),
    ("combo", 1000, [sel(1, 1500), sel(2, 1300), sel(3, 2100), sel(4, 1299)]),
    ("combo", 777, [sel(1, 1500), sel(2, 1800), sel(3, 2100), sel(4, 1333), sel(5, 1950)]),
    ("combo", 250, [sel(i, 1400 + 10 * i) for i in range(1, 8)]),
    ("combo", 250, [sel(i, 1400 + 10 * i) for i in range(1, 10)]),
    ("combo", 1000, [sel(1, 1500, sport=3), sel(2, 1800), sel(3, 2100), sel(4, 1900, sport=2)]),
    ("single", 1000, [sel(1, 2500)]),
    ("system", 100, [sel(1, 1500), sel(2, 1800), sel(3, 2100)]),
    ("custom_bet", 100, [sel(1, 1500), sel(1, 1800), sel(1, 2100)]),
    ("combo", 5_000_000, [sel(1, 40000), sel(2, 25000), sel(3, 12000), sel(4, 9000), sel(5, 7000), sel(6, 3000)]),
]

FREEBET = {
    "mode": "freebet_only_win", "min_odds": 1500, "max_odds": 10000, "selections_from": 1, "selections_to": 3,
    "match_status": "prematch", "amount": 500, "currency": "EUR",
    "conditions": {"sport_ids": [], "category_ids": [10, 11], "tournament_ids": [], "match_ids": []},
}


def freebet_fits(fb, bet_type, odds, sels):
    n = len(sels)
    if bet_type == "system" or n == 0:
        return "BONUS_NOT_SUITABLE"
    if odds < fb["min_odds"] or (fb["max_odds"] and odds > fb["max_odds"]):
        return "BONUS_NOT_SUITABLE"
    if n < fb["selections_from"] or (fb["selections_to"] and n > fb["selections_to"]):
        return "BONUS_NOT_SUITABLE"
    for s in sels:
        if not fit(fb["conditions"], s):
            return "BONUS_NOT_SUITABLE"
        if fb["match_status"] == "prematch" and s["live"] or fb["match_status"] == "live" and not s["live"]:
            return "BONUS_NOT_SUITABLE"
    return ""


freebet_fit_cases = [
    (FREEBET, "single", 1850, [sel(1, 1850)]),
    (FREEBET, "single", 1500, [sel(1, 1500)]),
    (FREEBET, "single", 1499, [sel(1, 1499)]),
    (FREEBET, "single", 10000, [sel(1, 10000)]),
    (FREEBET, "single", 10001, [sel(1, 10001)]),
    (FREEBET, "single", 2000, [sel(1, 2000, live=True)]),
    (FREEBET, "single", 2000, [sel(1, 2000, category=12)]),
    (FREEBET, "combo", 3885, [sel(1, 1850), sel(2, 2100, category=11)]),
    (FREEBET, "combo", 7770, [sel(1, 1850), sel(2, 2100), sel(3, 2000)]),
    (FREEBET, "combo", 9990, [sel(1, 1850), sel(2, 1500), sel(3, 1200), sel(4, 3000)]),
    (FREEBET, "system", 2000, [sel(1, 1850), sel(2, 2100), sel(3, 2000)]),
    (FREEBET, "custom_bet", 4200, [sel(1, 1500), sel(1, 2800)]),
    (FREEBET, "combo", 3000, []),
    ({**FREEBET, "match_status": "live", "max_odds": 0, "selections_to": 0}, "combo", 50000,
     [sel(i, 1500, live=True) for i in range(1, 8)]),
    ({**FREEBET, "match_status": "live"}, "combo", 3885, [sel(1, 1850, live=True), sel(2, 2100)]),
    ({**FREEBET, "match_status": "any", "selections_from": 2, "conditions": {"sport_ids": [], "category_ids": [],
                                                                             "tournament_ids": [], "match_ids": [7]}},
     "single", 2000, [sel(7, 2000, live=True)]),
    ({**FREEBET, "match_status": "any", "selections_from": 0, "conditions": {"sport_ids": [], "category_ids": [],
                                                                             "tournament_ids": [], "match_ids": [7]}},
     "single", 2000, [sel(7, 2000, live=True)]),
]


def settle_freebet(mode, stake, payout, result):
    if result == "refund_entire":
        return 0, False, True
    if mode == "freebet_all_win":
        return payout, False, False
    if mode == "freebet_no_risk" and payout == 0:
        return 0, True, False
    return max(0, payout - stake), False, False


freebet_settlements = [
    (mode, stake, payout, result)
    for mode in ["freebet_all_win", "freebet_only_win", "freebet_no_risk", "freebet"]
    for stake, payout, result in [(500, 925, "win_entire"), (500, 0, "lose_entire"), (500, 500, "refund_entire"),
                                  (500, 250, "refund_half_lose_other"), (500, 737, "refund_half_win_other"),
                                  (1000, 1001, "win_entire")]
]

# Ordinary settlement of a line, as in gen_betting.py.
FACTOR = {"win": lambda o: Fraction(o, 1000), "lose": lambda o: Fraction(0), "void": lambda o: Fraction(1),
          "half_win": lambda o: Fraction(o + 1000, 2000), "half_lose": lambda o: Fraction(1, 2)}


def settle_line(stake, legs):
    p = Fraction(1)
    for o, r in legs:
        p *= FACTOR[r](o)
    settled = odds_down(p)
    results = [r for _, r in legs]
    if settled == 0:
        res = "lose_entire"
    elif all(r == "void" for r in results):
        res = "refund_entire"
    elif "half_lose" in results:
        res = "refund_half_lose_other"
    elif "half_win" in results:
        res = "refund_half_win_other"
    else:
        res = "win_entire"
    return stake * settled // 1000, res


def settle_comboboost(bonus_odds, stake, legs, payout):
    if any(r not in ("win", "void") for _, r in legs):
        return payout
    won = [o for o, r in legs if r == "win"]
    if len(won) < len(legs):
        i = range_index(sum(1 for o in won if o >= COMBOBOOST["min_odds"]))
        if i < 0:
            return payout
        bonus_odds = COMBOBOOST["ranges"][i]["bonus_odds"]
    return potential(stake, boost(combo_odds(won), bonus_odds))


comboboost_settlements = [
    (1050, 1000, [(1500, "win"), (1800, "win"), (2100, "win")]),
    (1050, 1000, [(1500, "win"), (1800, "lose"), (2100, "win")]),
    (1100, 777, [(1500, "win"), (1800, "win"), (2100, "win"), (1333, "win"), (1950, "void")]),
    (1100, 777, [(1500, "win"), (1800, "win"), (2100, "void"), (1333, "void"), (1950, "win")]),
    (1050, 1000, [(1500, "win"), (1800, "void"), (2100, "win")]),
    (1050, 1000, [(1500, "void"), (1800, "void"), (2100, "void")]),
    (1050, 1000, [(1500, "win"), (1200, "win"), (2100, "win"), (1800, "void")]),
    (1050, 1000, [(1500, "win"), (1800, "half_win"), (2100, "win")]),
    (1050, 1000, [(1500, "win"), (1800, "half_lose"), (2100, "win")]),
    (1250, 250, [(1400 + 10 * i, "win") for i in range(1, 10)]),
    (1250, 250, [(1400 + 10 * i, "void" if i == 1 else "win") for i in range(1, 10)]),
    (1100, 5_000_000, [(40000, "win"), (25000, "win"), (12000, "win"), (9000, "win"), (7000, "win"), (3000, "win")]),
]

potential_cases = [
    (None, 1000, 3885),
    ({"id": "cb", "type": "comboboost", "odds": 1050}, 1000, 5670),
    ({"id": "cb", "type": "comboboost", "odds": 1100}, 777, 13333),
    ({"id": "fb", "type": "freebet", "amount": 500}, 500, 1850),
    ({"id": "fb", "type": "freebet_only_win", "amount": 500}, 500, 1850),
    ({"id": "fb", "type": "freebet_no_risk", "amount": 500}, 500, 1999),
    ({"id": "fb", "type": "freebet_all_win", "amount": 500}, 500, 1850),
    ({"id": "fb", "type": "freebet_only_win", "amount": 333}, 333, 1001),
    ({"id": "h", "type": "hunting"}, 1000, 2000),
    ({"id": "t", "type": "tournament"}, 1000, 2000),
    ({"id": "l", "type": "lootbox"}, 1000, 2000),
]


def potential_with(bonus, stake, odds):
    t = bonus["type"] if bonus else None
    if t == "comboboost":
        return potential(stake, boost(odds, bonus["odds"]))
    if t in ("freebet", "freebet_only_win", "freebet_no_risk"):
        return max(0, potential(stake, odds) - stake)
    return potential(stake, odds)


out = {"rules": RULES, "comboboost": COMBOBOOST, "comboboost_cases": [], "freebet_fits": [],
       "freebet_settlements": [], "comboboost_settlements": [], "potential_win": []}
for bet_type, stake, sels in comboboost_cases:
    suitable = [i for i, s in enumerate(sels) if s["odds"] >= COMBOBOOST["min_odds"] and fit(COMBOBOOST["conditions"], s)]
    idx = range_index(len(suitable)) if bet_type == "combo" else -1
    bonus = COMBOBOOST["ranges"][idx]["bonus_odds"] if idx >= 0 else 0
    co = combo_odds([s["odds"] for s in sels])
    boosted = boost(co, bonus) if bonus else co
    out["comboboost_cases"].append({
        "bet_type": bet_type, "stake": stake, "selections": sels, "suitable": suitable,
        "active_range_index": range_index(len(suitable)), "range_index": idx, "bonus_odds": bonus,
        "combo_odds": co, "boosted_odds": boosted, "potential_win": potential(stake, boosted),
    })
for fb, bet_type, odds, sels in freebet_fit_cases:
    out["freebet_fits"].append({"freebet": fb, "bet_type": bet_type, "odds": odds, "selections": sels,
                                "code": freebet_fits(fb, bet_type, odds, sels)})
for mode, stake, payout, result in freebet_settlements:
    cash, refund, give_back = settle_freebet(mode, stake, payout, result)
    out["freebet_settlements"].append({"mode": mode, "stake": stake, "payout": payout, "result": result,
                                       "cash": cash, "refund_as_freebet": refund, "give_back": give_back})
for bonus_odds, stake, legs in comboboost_settlements:
    payout, result = settle_line(stake, legs)
    out["comboboost_settlements"].append({
        "bonus_odds": bonus_odds, "stake": stake, "legs": [{"odds": o, "result": r} for o, r in legs],
        "payout": payout, "result": result, "boosted_payout": settle_comboboost(bonus_odds, stake, legs, payout),
    })
for bonus, stake, odds in potential_cases:
    out["potential_win"].append({"bonus": bonus, "stake": stake, "odds": odds,
                                 "potential_win": potential_with(bonus, stake, odds)})
print(json.dumps(out, indent=1))
