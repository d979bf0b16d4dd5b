#!/usr/bin/env python3
"""Builds Data/plants.json (format 2) from the transcribed statements.

Reads the first catalog's transcriptions (statements_v1.py), the sources, classes and group
rules added since (sources_v2.py), the plants and statements added since (plants_v2.py, then
plants_v3.py, which also names the plants left out, then plants_v4.py, the plant owner's trial) and the
pet-toxicity readings (toxicity_v2.py, toxicity_v3.py);
re-reads every statement under format 2's light model and derives each plant's tolerated range,
ideal range and direct-sun attribute by the rules of docs/plant-catalog.md ("Deriving a plant's
light"). The script adds no data of its own.
Run: python3 Tools/plants/build_catalog.py   (then Tools/plants/check_catalog.py)
"""
import json, math, pathlib, sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import statements_v1 as v1  # noqa: E402
import sources_v2 as s2  # noqa: E402
import plants_v2 as p2  # noqa: E402
import toxicity_v2 as t2  # noqa: E402
import toxicity_v3 as t3  # noqa: E402
import plants_v3 as p3  # noqa: E402
import plants_v4 as p4  # noqa: E402

FC = 10.764  # lux per foot-candle (1 lm/ft² = 10.7639 lm/m²)
ROOT = pathlib.Path(__file__).resolve().parents[2]
DIRECT = 20000  # lux: where the direct band starts (Data/bands.json)
FILTERED_MAX = 25000  # lux: the most a "morning or filtered sun" plant takes (assumption; docs/plant-catalog.md)
SUN_ORDER = {"none": 0, "morning-or-filtered": 1, "full": 2}
GRADES = "ABCDE"
STRONG = {"extension", "botanical-garden", "rhs"}


def lux(fc):
    return None if fc is None else int(round(fc * FC))


def class_lux(name):
    c = s2.CLASSES[name]
    return lux(c["min"]), lux(c["max"])


# ------------------------------------------------------------- statements
def statement(source, role, says, lo, hi, basis, scope="plant", about=None, cls=None, figure=None, sun=None,
              kind=None):
    """One statement of format 2, graded (docs/plant-catalog.md, "Grades")."""
    assert role in ("tolerates", "needs", "survives", "ideal", "avoid-above", "sun"), role
    if kind is None:
        kind = SOURCES[source]["kind"]
    if basis == "group-default":
        grade = "D"
    elif scope == "group":
        grade = "E"
    elif scope == "genus":
        grade = "D"
    elif basis == "measured":
        grade = "A"
    else:
        grade = "B" if kind in STRONG else "C"
    if role == "survives":
        # Surviving a year is not living there: two grades below what the source would otherwise be.
        grade = GRADES[min(GRADES.index(grade) + 2, 4)]
    e = {"source": source, "says": says, "role": role, "basis": basis, "scope": scope, "grade": grade}
    # Absent rather than null: fewer values to decode on every load.
    for key, value in (("figure", figure), ("class", cls), ("sun", sun)):
        if value is not None:
            e[key] = value
    if lo is not None or hi is not None:
        e["lux"] = {"min": lo, "max": hi}
    if about:
        e["about"] = about
    return e


def from_class(source, role, says, cls, **kw):
    lo, hi = class_lux(cls)
    return statement(source, role, says, lo, hi, kw.pop("basis", "class-range"), cls=cls, **kw)


def from_v1(e):
    """A format-1 statement under format 2's roles."""
    src, says, role, scope, about = e["source"], e["says"], e["role"], e["scope"], e.get("about")
    f, l = e["figure"], e["lux"]
    lo, hi = l["min"], l["max"]
    kw = dict(scope=scope, about=about, figure=f)
    out = []
    if src == "TROPICOPIA":
        # Its own classes: diffuse < 5,300; strong 3,200-21,500; full sun > 21,500 lux.
        full = lo == 21500
        if role == "ideal":
            out.append(statement(src, "ideal", says, lo, hi, "class-range", **kw))
        elif lo is not None and not full:
            out.append(statement(src, "tolerates", says, lo, hi, "class-range", **kw))
        if full:
            out.append(statement(src, "sun", says, None, None, "statement", sun="full", scope=scope, about=about))
        return out
    if role == "maximum":
        return [statement(src, "avoid-above", says, None, hi, "statement", **kw)]
    if role == "ideal":
        return [statement(src, "ideal", says, lo, hi, "statement" if e["via"] == "figure" else "class-range", **kw)]
    if role == "minimum":
        if src == "WAPO-CONOVER-1978":
            return [statement(src, "survives", says, lo, hi, "measured", kind="extension", **kw)]
        if src == "EDIS-ENH997":
            return [statement(src, "tolerates", says, lo, hi, "measured", **kw)]
        if src.startswith("ILLINOIS-"):
            # The Extension's words, read as classes: 75 fc is low, 150 medium, 300 bright.
            cls = {807: "low", 1615: "medium", 3229: "bright"}[lo]
            return [from_class(src, "tolerates" if cls != "bright" else "needs", says, cls, **kw)]
        if src == "CHARLEYS":
            if lo == 269:
                return [statement(src, "tolerates", says, lo, hi, "class-range", **kw)]
            out = [statement(src, "needs", says, lo, hi, "class-range", **kw)]
            if lo >= 10764:
                out.append(statement(src, "sun", says, None, None, "statement", sun="full", scope=scope,
                                     about=about))
            return out
        return [statement(src, "needs", says, lo, hi, "class-range", **kw)]
    if role in ("tolerated", "tolerated-below", "tolerated-above"):
        return [statement(src, "tolerates", says, lo, hi, "class-range", **kw)]
    raise ValueError(e)


def from_v2(d, default_scope="plant"):
    src, role, says = d["source"], d["role"], d["says"]
    scope, about = d["scope"], d["about"]
    if role == "sun":
        return statement(src, "sun", says, None, None, "statement", sun=d["sun"], scope=scope, about=about)
    if d["class"]:
        return from_class(src, role, says, d["class"], scope=scope, about=about)
    f = {"min": d["lo"], "max": d["hi"], "unit": d["unit"]}
    conv = lux if d["unit"] == "fc" else (lambda x: x)
    return statement(src, role, says, conv(d["lo"]), conv(d["hi"]), "statement", scope=scope, about=about, figure=f)


GROUPS = s2.GROUPS | p4.GROUPS


def group_rule(key):
    name, tol, ideal, sun, said = GROUPS[key]
    out = []
    for src, words in said:
        kw = dict(scope="group", about=name, basis="group-default")
        out.append(from_class(src, "tolerates" if tol != "bright" else "needs", words, tol, **kw))
        out.append(from_class(src, "ideal", words, ideal, **kw))
        out.append(statement(src, "sun", words, None, None, "group-default", sun=sun, scope="group", about=name))
    return out


# ------------------------------------------------------------- derivation
def best(statements):
    """The statements of the best grade among `statements`."""
    if not statements:
        return []
    g = min(GRADES.index(s["grade"]) for s in statements)
    return [s for s in statements if GRADES.index(s["grade"]) == g]


def bound(value, kind, chosen):
    basis = chosen[0]["basis"] if chosen else "direct-sun"
    order = ["measured", "statement", "class-range", "group-default", "direct-sun"]
    if chosen:
        basis = min((s["basis"] for s in chosen), key=order.index)
    return {"lux": value, "kind": kind, "basis": basis, "grade": chosen[0]["grade"] if chosen else None,
            "sources": sorted({s["source"] for s in chosen})}


def stops(a, b):
    return abs(math.log2(a / b)) if a and b else 0


def lower_median(values):
    values = sorted(values)
    return values[(len(values) - 1) // 2]


def per_source_lowest(statements, end="min"):
    """Each source's lowest lower end among `statements` (one vote a source)."""
    out = {}
    for s in statements:
        v = s["lux"][end]
        if v is not None and (s["source"] not in out or v < out[s["source"]]):
            out[s["source"]] = v
    return out


def about_point(s):
    """A statement of one figure ("about 1,000 fc") read as the half stop either side of it."""
    lo, hi = s["lux"]["min"], s["lux"]["max"]
    if lo is not None and lo == hi:
        return round(lo / math.sqrt(2)), round(lo * math.sqrt(2))
    return lo, hi


def derive(statements):
    dis = []
    # Direct sun: the best grade; among equals the most cautious.
    suns = [s for s in statements if s["role"] == "sun"]
    top = best(suns)
    value = min((s["sun"] for s in top), key=SUN_ORDER.get)
    sun_used = [s for s in top if s["sun"] == value]
    for s in suns:
        if s["sun"] != value and s["grade"] != "D":
            dis.append({"field": "directSun", "source": s["source"], "grade": s["grade"], "exposure": s["sun"]})
    direct_sun = {"value": value, "basis": min((s["basis"] for s in sun_used),
                                               key=["statement", "group-default"].index),
                  "grade": sun_used[0]["grade"], "sources": sorted({s["source"] for s in sun_used})}

    # Tolerated minimum: the best grade of statements with a lower end; one vote a source (its
    # lowest), and the lower median of the votes.
    lows = [s for s in statements if s["role"] in ("tolerates", "needs", "survives") and s.get("lux")
            and s["lux"]["min"] is not None]
    top = best(lows)
    votes = per_source_lowest(top)
    tmin = lower_median(votes.values())
    used = [s for s in top if s["lux"]["min"] == tmin and votes[s["source"]] == tmin]
    for src, v in per_source_lowest([s for s in lows if s["grade"] != "D" or s["basis"] != "group-default"]).items():
        if stops(v, tmin) >= 1:
            g = min((s["grade"] for s in lows if s["source"] == src and s["lux"]["min"] == v), key=GRADES.index)
            dis.append({"field": "tolerated.min", "source": src, "grade": g, "lux": v})
    tol_min = bound(tmin, "needs-at-least", used)

    # Tolerated maximum: a ceiling a source gives, else the direct-sun attribute's.
    ceilings = [s for s in statements if s["role"] == "avoid-above"]
    if ceilings:
        top = best(ceilings)
        tmax = min(s["lux"]["max"] for s in top)
        tol_max = bound(tmax, "avoid-above", [s for s in top if s["lux"]["max"] == tmax])
    else:
        tmax = {"none": DIRECT, "morning-or-filtered": FILTERED_MAX, "full": None}[value]
        tol_max = {"lux": tmax, "kind": "avoid-above", "basis": "direct-sun", "grade": direct_sun["grade"],
                   "sources": direct_sun["sources"]}
    cap = tmax if value == "full" else min(x for x in (DIRECT, tmax) if x is not None)

    # Ideal: the best grade of ideal statements that reach below the most the plant takes;
    # from the lower median of their lower ends, to the highest upper end or open; it ends where
    # the direct-sun attribute and the tolerated maximum put it.
    ideals = [s for s in statements if s["role"] == "ideal" and s.get("lux")]
    usable = [s for s in ideals if cap is None or (about_point(s)[0] or 0) < cap]
    for s in ideals:
        if s not in usable:
            dis.append({"field": "ideal.min", "source": s["source"], "grade": s["grade"], "lux": s["lux"]["min"]})
    top = best(usable)
    votes = {}
    for s in top:
        lo = about_point(s)[0]
        if lo is not None and (s["source"] not in votes or lo < votes[s["source"]]):
            votes[s["source"]] = lo
    imin = lower_median(votes.values()) if votes else tmin
    his = [about_point(s)[1] for s in top]
    imax = None if None in his or value == "full" else max(his)
    if imax is None or (cap is not None and imax > cap):
        imax = cap
    used = [s for s in top if about_point(s)[0] == imin] or top
    imin = max(imin, tmin)
    if value == "full" and imin > DIRECT:
        # A full-sun plant does best in direct sun, which starts at 20,000 lux; a class edge
        # above that (Tropicopia's full sun, over 21,500 lux) does not make 20,000 lux of sun
        # too little for it.
        imin = DIRECT
    assert imax is None or imin < imax, (imin, imax, top)
    ideal = {"min": bound(imin, "grows-at", used), "max": bound(imax, "grows-at", [s for s in top if about_point(s)[1] == imax] or used)}
    if ideal["max"]["lux"] == tmax and tol_max["basis"] == "direct-sun":
        ideal["max"] = dict(tol_max, kind="grows-at")
    return {"tolerated": {"min": tol_min, "max": tol_max}, "ideal": ideal, "directSun": direct_sun}, dis


# ------------------------------------------------------------------- build
SOURCES = dict(v1.SOURCES) | s2.SOURCES | p3.SOURCES | p4.SOURCES


def slug(name):
    out = name.replace("×", "x").lower()
    out = "".join(c if c.isalnum() else "-" for c in out)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


def toxicity(kind, listing, note):
    if kind == "N2":
        return {"cats": "non-toxic", "dogs": "non-toxic", "source": "ASPCA", "listing": listing + " [2015]"}
    if kind == "T2":
        return {"cats": "toxic", "dogs": "toxic", "source": "ASPCA", "listing": listing + " [2015]"}
    out = {"cats": "unknown", "dogs": "unknown", "source": None}
    return out | ({"note": note} if note else {})


def light_group(bot, kind):
    if bot in p2.NAME_GROUP:
        return p2.NAME_GROUP[bot]
    genus = bot.split()[0]
    return p2.GENUS_GROUP.get(genus) or p2.KIND_GROUP.get(kind) or "tropical"


def read_toxicity(bot, tox):
    """The verdict as re-read from the newer copies (toxicity_v3.py, then toxicity_v2.py), with
    the listing's scope and page; the keys in the order the catalog writes them."""
    if bot in t3.NEW:
        tox, scope, url = t3.NEW[bot]
        tox = dict(tox)
    elif bot in t3.READINGS:
        tox = dict(t3.READINGS[bot])
        scope, url = t3.PAGES[bot]
    else:
        tox = dict(t2.READINGS.get(bot, tox))
        if tox["cats"] == "unknown" and tox["dogs"] == "unknown":
            assert bot not in t2.PAGES, bot
            return tox
        scope, url = t2.PAGES[bot]
    out = {k: tox[k] for k in ("cats", "dogs", "source", "listing")} | {"scope": scope}
    out |= {"url": url} if url else {}
    return out | ({"note": tox["note"]} if tox.get("note") else {})


def entry(bot, syn, com, kind, group, statements, tox, notes):
    # The group's rule takes part in the derivation; it is written once, under `groups`, and
    # not repeated in each plant's statements.
    tox = read_toxicity(bot, tox)
    group = p4.GROUP_FIX.get(bot, group)
    statements = statements + [from_v2(d) for d in p4.EXTRA.get(bot, [])]
    notes = notes + p4.NOTES.get(bot, [])
    light, dis = derive(statements + group_rule(group))
    return {
        "id": slug(bot),
        "botanicalName": bot,
        "synonyms": syn,
        "commonNames": com,
        "group": kind,
        "light": light | {"lightGroup": group, "statements": statements, "disagreements": dis, "notes": notes},
        "toxicity": tox,
    }


def build():
    plants = []
    extra = lambda bot: [from_v2(d) for d in p2.EXTRA.get(bot, []) + p3.EXTRA.get(bot, [])]
    for bot, syn, com, kind, evid, notes in v1.P:
        if bot in p3.REMOVED:
            continue
        kind = p2.KIND_FIX.get(bot, kind)
        com = [c for c in com if c not in p2.DROP_NAMES.get(bot, [])] + p2.ADD_NAMES.get(bot, [])
        statements = [s for e in evid for s in from_v1(e)] + extra(bot)
        tox = v1.TOXICITY.get(bot, v1.UNK)
        plants.append(entry(bot, syn, com, kind, light_group(bot, kind), statements, dict(tox), list(notes)))
    for bot, syn, com, kind, group, said, (tk, listing, note) in p2.NEW:
        if bot in p3.REMOVED:
            continue
        plants.append(entry(bot, syn, com, kind, group, [from_v2(d) for d in said + p3.EXTRA.get(bot, [])],
                            toxicity(tk, listing, note), []))
    for bot, syn, com, kind, group, said in p3.NEW:
        plants.append(entry(bot, syn, com, kind, group, [from_v2(d) for d in said], dict(v1.UNK), []))
    names = {bot for bot, *_ in v1.P} | {bot for bot, *_ in p2.NEW}
    assert p3.REMOVED <= names, p3.REMOVED - names
    assert not names & {bot for bot, *_ in p3.NEW}
    plants.sort(key=lambda p: p["id"])
    classes = {k: {"min": lux(c["min"]), "max": lux(c["max"]), "figure": {"min": c["min"], "max": c["max"],
                                                                          "unit": "fc"},
                   "says": c["says"], "sources": c["sources"]} for k, c in s2.CLASSES.items()}
    groups = {k: {"name": g[0], "tolerates": g[1], "ideal": g[2], "directSun": g[3],
                  "sources": [s for s, _ in g[4]]} for k, g in GROUPS.items()}
    doc = {
        "solspotPlants": 2,
        "conversion": "1 foot-candle = 10.764 lux (exact: 1 lm/ft² = 10.7639 lm/m²)",
        "directSunLux": {"none": DIRECT, "morning-or-filtered": FILTERED_MAX, "full": None},
        "classes": classes,
        "groups": groups,
        "sources": dict(sorted(SOURCES.items())),
        "plants": plants,
    }
    out = ROOT / "Data" / "plants.json"
    out.write_text(dumps(doc))
    print(f"wrote {out} with {len(plants)} plants")
    return doc


def dumps(doc):
    """The catalog as JSON: the top level one key a line, each source and plant on one line of
    its own (compact, so that the library decodes it fast; one line a plant, so that a diff shows
    which plant changed)."""
    compact = lambda value: json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    lines = ["{"]
    keys = list(doc)
    for n, key in enumerate(keys):
        end = "," if n < len(keys) - 1 else ""
        value = doc[key]
        if key in ("sources", "plants"):
            items = list(value.items()) if key == "sources" else list(value)
            lines.append(f' "{key}": ' + ("{" if key == "sources" else "["))
            for k, item in enumerate(items):
                sep = "," if k < len(items) - 1 else ""
                text = f"  {compact(item[0])}: {compact(item[1])}" if key == "sources" else "  " + compact(item)
                lines.append(text + sep)
            lines.append(" " + ("}" if key == "sources" else "]") + end)
        else:
            lines.append(f" {compact(key)}: {compact(value)}{end}")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    build()
