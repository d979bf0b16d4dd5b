#!/usr/bin/env python3
"""Checks a plant catalog of format 2 (default Data/plants.json) against the rules of
docs/plant-catalog.md and docs/plant-matching.md ("Validation"), and, for the built-in
catalog, that every plant's light model is what build_catalog.py derives from its statements.
Prints `N plants, N sources, 0 problems` on success; exits 1 with the problems otherwise.
Run: python3 Tools/plants/check_catalog.py [FILE]
"""
import json, pathlib, sys, unicodedata

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import build_catalog as b  # noqa: E402

KINDS = {"needs-at-least", "grows-at", "avoid-above"}
BASES = {"measured", "statement", "class-range", "group-default", "direct-sun"}
ROLES = {"tolerates", "needs", "survives", "ideal", "avoid-above", "sun"}
SUN = {"none", "morning-or-filtered", "full"}
GROUPS = {"foliage", "succulent", "cactus", "fern", "palm", "flowering", "herb"}


def fold(name):
    text = unicodedata.normalize("NFKD", name.lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join("".join(c if c.isalnum() else " " for c in text.replace("'", "")).split())


def check(doc, derive):
    problems = []
    bad = problems.append
    if doc.get("solspotPlants") != 2:
        bad("solspotPlants must be 2")
    sources = doc["sources"]
    names, ids = {}, set()
    for p in doc["plants"]:
        pid = p["id"]
        where = f"plants[{pid}]"
        if pid in ids:
            bad(f"{where}: duplicate id")
        ids.add(pid)
        if p["group"] not in GROUPS:
            bad(f"{where}.group: unknown '{p['group']}'")
        for name in [p["botanicalName"]] + p["synonyms"] + p["commonNames"]:
            key = fold(name)
            if names.get(key, pid) != pid:
                bad(f"{where}: name '{name}' is also a name of {names[key]}")
            names[key] = pid
        light = p["light"]
        t, i, sun = light["tolerated"], light["ideal"], light["directSun"]
        for field, bound, kind in [("tolerated.min", t["min"], "needs-at-least"),
                                   ("tolerated.max", t["max"], "avoid-above"),
                                   ("ideal.min", i["min"], "grows-at"), ("ideal.max", i["max"], "grows-at")]:
            if bound["kind"] != kind:
                bad(f"{where}.light.{field}.kind: must be {kind}")
            if bound["basis"] not in BASES:
                bad(f"{where}.light.{field}.basis: unknown '{bound['basis']}'")
            for s in bound["sources"]:
                if s not in sources:
                    bad(f"{where}.light.{field}: cites unknown source {s}")
        inf = float("inf")
        lo, hi = t["min"]["lux"], t["max"]["lux"] if t["max"]["lux"] is not None else inf
        ilo, ihi = i["min"]["lux"], i["max"]["lux"] if i["max"]["lux"] is not None else inf
        if lo is None or ilo is None or not (0 <= lo <= ilo < ihi <= hi):
            bad(f"{where}.light: needs 0 <= tolerated.min <= ideal.min < ideal.max <= tolerated.max")
        if sun["value"] not in SUN:
            bad(f"{where}.light.directSun.value: unknown '{sun['value']}'")
        if sun["value"] == "none" and hi > b.DIRECT:
            bad(f"{where}.light.tolerated.max: above {b.DIRECT} lux for a plant that takes no direct sun")
        if sun["value"] != "full" and hi == inf:
            bad(f"{where}.light.tolerated.max: open without full sun")
        for k, s in enumerate(light["statements"]):
            if s["source"] not in sources:
                bad(f"{where}.light.statements[{k}]: unknown source {s['source']}")
            if s["role"] not in ROLES:
                bad(f"{where}.light.statements[{k}].role: unknown '{s['role']}'")
            if (s.get("about") is None) != (s["scope"] == "plant"):
                bad(f"{where}.light.statements[{k}].about: given exactly for a genus or group statement")
            if s["role"] == "sun" and s.get("sun") not in SUN:
                bad(f"{where}.light.statements[{k}].sun: missing")
        for d in light["disagreements"]:
            if d["source"] not in sources:
                bad(f"{where}.light.disagreements: unknown source {d['source']}")
        tox = p["toxicity"]
        known = tox["cats"] != "unknown" or tox["dogs"] != "unknown"
        if known and tox.get("source") not in sources:
            bad(f"{where}.toxicity.source: a known verdict names a source")
        if known and tox.get("scope") not in ("plant", "genus"):
            bad(f"{where}.toxicity.scope: a known verdict says whether its listing names the plant or the genus")
        if not known and ("scope" in tox or "url" in tox):
            bad(f"{where}.toxicity: a scope or page only with a known verdict")
        if derive:
            model, dis = b.derive(light["statements"] + b.group_rule(light["lightGroup"]))
            for key in ("tolerated", "ideal", "directSun"):
                if model[key] != light[key]:
                    bad(f"{where}.light.{key}: is not what the statements derive ({model[key]})")
    return problems


def main():
    path = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else b.ROOT / "Data" / "plants.json"
    doc = json.loads(path.read_text())
    problems = check(doc, derive=len(sys.argv) <= 1)
    for line in problems:
        print(line)
    print(f"{len(doc['plants'])} plants, {len(doc['sources'])} sources, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
