#!/usr/bin/env python3
"""Checks Data/plants.json (or a file given as argv[1]) against the catalog's own rules.

Not part of `swift test`; run by hand: python3 Tools/plants/check_catalog.py [FILE]
Re-derives every band from the lux figures with the band table in Data/bands.json
and exits 1 listing every problem by plant id.
"""
import json, pathlib, re, sys, unicodedata

ROOT = pathlib.Path(__file__).resolve().parents[2]
FC = 10.764
BANDS = ["low", "medium", "bright-indirect", "direct"]
KINDS = {"extension", "botanical-garden", "rhs", "aspca", "database", "book", "other"}
GROUPS = {"foliage", "succulent", "cactus", "fern", "palm", "flowering", "herb"}
TOX = {"toxic", "non-toxic", "unknown"}
ROLES = {"minimum", "ideal", "tolerated", "tolerated-below", "tolerated-above", "maximum"}
MAX_BASES = {None, "ceiling", "tolerated", "ideal"}
SCOPES = {"plant", "genus", "group"}
# A note taken from a source starts with its id and a colon, the id optionally followed by one
# bracket: "NYBG-POTHOS: ...", "CBG-HERBS (group statement): ..." (PlantLight.citedSource).
NOTE_SOURCE = re.compile(r"([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)(?: \([^)]*\))?:")

def note_source(note):
    m = NOTE_SOURCE.match(note)
    return m.group(1) if m and len(m.group(1)) >= 2 else None

def band_table():
    t = json.loads((ROOT / "Data" / "bands.json").read_text())["bands"]
    return [(b["id"], b.get("lowerLux", 0), b.get("upperLux")) for b in t]

def band(x, table):
    if x is None:
        return None
    for name, lo, hi in table:
        if x >= lo and (hi is None or x < hi):
            return name
    return None

def fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().casefold().strip()

def main(path):
    doc = json.loads(pathlib.Path(path).read_text())
    table = band_table()
    errs = []
    if doc.get("solspotPlants") != 1:
        errs.append("file: solspotPlants must be 1")
    sources = doc.get("sources", {})
    for sid, s in sources.items():
        if s.get("kind") not in KINDS:
            errs.append(f"source {sid}: unknown kind {s.get('kind')!r}")
        for w, t in s.get("terms", {}).items():
            if t.get("unit") not in ("fc", "lux"):
                errs.append(f"source {sid}: term {w!r} has unit {t.get('unit')!r}")
    ids, names = set(), {}
    plants = doc.get("plants", [])
    for p in plants:
        pid = p.get("id", "?")
        where = f"plant {pid}"
        if pid in ids:
            errs.append(f"{where}: duplicate id")
        ids.add(pid)
        if p.get("group") not in GROUPS:
            errs.append(f"{where}: unknown group {p.get('group')!r}")
        for n in [p.get("botanicalName", "")] + p.get("synonyms", []) + p.get("commonNames", []):
            k = fold(n)
            if k in names and names[k] != pid:
                errs.append(f"{where}: name {n!r} also used by {names[k]}")
            names[k] = pid
        L = p.get("light", {})
        for b in ("minBand", "idealBand", "maxBand"):
            if L.get(b) is not None and L[b] not in BANDS:
                errs.append(f"{where}: {b} {L[b]!r} is not a band")
        lux = L.get("lux", {})
        exp_min, exp_ideal = band(lux.get("min"), table), band(lux.get("idealMin"), table)
        exp_max = band(lux.get("max"), table)
        if L.get("minBand") != exp_min:
            errs.append(f"{where}: minBand {L.get('minBand')} but lux.min {lux.get('min')} is {exp_min}")
        basis = L.get("maxBasis")
        if basis not in MAX_BASES:
            errs.append(f"{where}: maxBasis {basis!r}")
        if "maxBasis" in L and (basis is None) != (L.get("maxBand") is None):
            errs.append(f"{where}: maxBasis {basis!r} does not match maxBand {L.get('maxBand')!r}")
        direct_ideal = any(e.get("role") == "ideal" and band((e.get("lux") or {}).get("min"), table) == "direct"
                           and not sources.get(e.get("source"), {}).get("templated") for e in L.get("evidence", []))
        if basis == "ideal" and not (L.get("maxBand") == "direct" and lux.get("max") is None and direct_ideal):
            errs.append(f"{where}: maxBasis 'ideal' is only for a source's ideal that starts in direct")
        if basis == "ceiling" and exp_max != L.get("maxBand"):
            errs.append(f"{where}: a ceiling maxBand must be the band of lux.max")
        if exp_max is not None and L.get("maxBand") != exp_max:
            errs.append(f"{where}: maxBand {L.get('maxBand')} but lux.max {lux.get('max')} is {exp_max}")
        if exp_ideal is not None and L.get("idealBand") != exp_ideal:
            # the only allowed difference: idealBand raised to minBand (documented rule)
            if not (L.get("idealBand") == exp_min and BANDS.index(exp_min) > BANDS.index(exp_ideal)):
                errs.append(f"{where}: idealBand {L.get('idealBand')} but lux.idealMin {lux.get('idealMin')} is {exp_ideal}")
        order = [L.get("minBand"), L.get("idealBand"), L.get("maxBand")]
        known = [BANDS.index(b) for b in order if b in BANDS]
        if known != sorted(known):
            errs.append(f"{where}: bands out of order {order}")
        if lux.get("min") is not None and lux.get("max") is not None and lux["min"] > lux["max"]:
            errs.append(f"{where}: lux.min above lux.max")
        if lux.get("idealMin") is not None and lux.get("idealMax") is not None and lux["idealMin"] > lux["idealMax"]:
            errs.append(f"{where}: lux.idealMin above lux.idealMax")
        # a best range that is one figure at a ceiling judges no light best: only with a note saying so
        if (basis in ("ceiling", None) and lux.get("max") is not None and lux.get("idealMin") == lux["max"]
                and lux.get("idealMax") in (None, lux["max"])
                and not any("at its ceiling" in n.lower() for n in L.get("notes", []))):
            errs.append(f"{where}: the best range is the single figure {lux['max']} lux, the ceiling; "
                        "check it against the sources, or say so in a note containing 'at its ceiling'")
        ev = L.get("evidence", [])
        if not ev:
            errs.append(f"{where}: no light evidence")
        credible = 0
        for e in ev:
            s = sources.get(e.get("source"))
            if s is None:
                errs.append(f"{where}: evidence cites unknown source {e.get('source')!r}")
                continue
            if not s.get("templated"):
                credible += 1
            if e.get("role") not in ROLES:
                errs.append(f"{where}: evidence role {e.get('role')!r}")
            scope = e.get("scope", "plant")  # absent = about the plant itself
            if scope not in SCOPES:
                errs.append(f"{where}: evidence {e['source']} scope {scope!r} is not plant, genus or group")
            elif (scope == "plant") != (not e.get("about")):
                errs.append(f"{where}: evidence {e['source']} with scope {scope!r} "
                            + ("names no genus or group in 'about'" if scope != "plant" else "has an 'about'"))
            if e.get("role") == "maximum" and (e.get("lux") or {}).get("max") is None:
                errs.append(f"{where}: a maximum statement needs an upper bound")
            f, l = e.get("figure") or {}, e.get("lux") or {}
            for k in ("min", "max"):
                v = f.get(k)
                want = None if v is None else (round(v * FC) if f.get("unit") == "fc" else v)
                if l.get(k) != want:
                    errs.append(f"{where}: evidence {e['source']} lux.{k} {l.get(k)} != converted {want}")
        for i, note in enumerate(L.get("notes", [])):
            sid = note_source(note)
            if sid is not None and sid not in sources:
                errs.append(f"{where}: notes[{i}] starts with {sid!r}, a source id that is not in sources")
        if ev and credible == 0:
            errs.append(f"{where}: only templated sources")
        t = p.get("toxicity", {})
        if t.get("cats") not in TOX or t.get("dogs") not in TOX:
            errs.append(f"{where}: bad toxicity values")
        if (t.get("cats") != "unknown" or t.get("dogs") != "unknown") and sources.get(t.get("source"), {}).get("kind") != "aspca":
            errs.append(f"{where}: toxicity stated without an ASPCA source")
        if t.get("source") and not t.get("listing"):
            errs.append(f"{where}: ASPCA verdict without the listing it was read from")
        for k in ("listing", "note"):
            if k in t and not (isinstance(t[k], str) and t[k]):
                errs.append(f"{where}: toxicity.{k} must be a non-empty string")
    for e in errs:
        print(e)
    print(f"{len(plants)} plants, {len(sources)} sources, {len(errs)} problems")
    return 1 if errs else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else ROOT / "Data" / "plants.json"))
