#!/usr/bin/env python3
"""Generates money.json independently of web/src/domain/money.ts. The decimal strings come from
exact integer arithmetic here; the formatted strings come from the platform's Intl.NumberFormat
(Node's ICU) given the exact decimal string, which is what supplies symbols and grouping.
Run: python3 gen_money.py > money.json"""
import json
import subprocess

RULES = [
    "Amounts are integer minor units; the decimal string is built with integer arithmetic.",
    "Decimals shown: the currency's configured 'decimals' when given (rounding half away from zero); "
    "else 2 for fiat (subunits <= 2, e.g. EUR, USD, GBP, BRL, KZT); else (crypto, e.g. BTC with "
    "subunits 8) the subunits with trailing zeros trimmed, never fewer than 2.",
    "Negative amounts keep the minus sign unless they round to zero.",
    "formatted: the locale's currency pattern, symbol and grouping from Intl.NumberFormat, always "
    "with Latin digits (numbering system latn), like odds.",
]

CUR = {
    "EUR": {"code": "EUR", "subunits": 2},
    "USD": {"code": "USD", "subunits": 2},
    "GBP": {"code": "GBP", "subunits": 2},
    "BRL": {"code": "BRL", "subunits": 2},
    "KZT": {"code": "KZT", "subunits": 2},
    "BTC": {"code": "BTC", "subunits": 8},
    "BTC4": {"code": "BTC", "subunits": 8, "decimals": 4},
}


def shown(abs_minor, cur):
    if "decimals" in cur:
        return cur["decimals"]
    if cur["subunits"] <= 2:
        return 2
    d, v = cur["subunits"], abs_minor
    while d > 2 and v % 10 == 0:
        v //= 10
        d -= 1
    return d


def decimal(minor, cur):
    neg, a = minor < 0, abs(minor)
    d, s = shown(a, cur), cur["subunits"]
    if d < s:
        div = 10 ** (s - d)
        a = (2 * a + div) // (2 * div)
    else:
        a *= 10 ** (d - s)
    whole, frac = divmod(a, 10 ** d)
    text = str(whole) + ("." + str(frac).zfill(d) if d else "")
    return ("-" if neg and a else "") + text


CASES = [
    ("EUR", 0), ("EUR", 1), ("EUR", 5), ("EUR", 99), ("EUR", 100), ("EUR", 123456), ("EUR", -150),
    ("EUR", -5), ("EUR", 123456789012), ("USD", 1050), ("USD", 100000000), ("GBP", 250), ("BRL", 987654),
    ("KZT", 1500000), ("BTC", 0), ("BTC", 1), ("BTC", 100000000), ("BTC", 50000000), ("BTC", 12345678),
    ("BTC", 12340000), ("BTC", -2500000), ("BTC", 2100000000000000), ("BTC4", 12345678), ("BTC4", 12345000),
    ("BTC4", 12344999), ("BTC4", -12345000), ("BTC4", 4999), ("BTC4", -4999),
]
LOCALES = ["en", "fr", "de", "ar", "pt-BR", "ru", "kk", "en-IN", "fi", "no", "it"]
FORMATTED = [("EUR", -123456789), ("USD", 100000000), ("BRL", 987654), ("KZT", 1500000), ("BTC", 12345678), ("GBP", -5)]

cases = [{"currency": CUR[c], "minor": m, "decimal": decimal(m, CUR[c])} for c, m in CASES]

js = """
const rows = JSON.parse(process.argv[1]);
console.log(JSON.stringify(rows.map(([locale, code, dec]) => {
  const d = dec.includes('.') ? dec.split('.')[1].length : 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, numberingSystem: 'latn',
    minimumFractionDigits: d, maximumFractionDigits: d }).format(dec);
})));
"""
rows, meta = [], []
for loc in LOCALES:
    for c, m in FORMATTED:
        rows.append([loc, CUR[c]["code"], decimal(m, CUR[c])])
        meta.append((loc, c, m))
out = json.loads(subprocess.run(["node", "-e", js, json.dumps(rows)], capture_output=True, text=True, check=True).stdout)
formatted = [{"locale": loc, "currency": CUR[c], "minor": m, "formatted": f} for (loc, c, m), f in zip(meta, out)]
print(json.dumps({"rules": RULES, "cases": cases, "formatted": formatted}, indent=1, ensure_ascii=False))
