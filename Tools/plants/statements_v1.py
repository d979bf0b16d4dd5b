"""Statements transcribed for the first catalog (format 1), kept as its sources gave them.

Each `add(...)` records one plant with its names and the statements its sources make, in the
roles of format 1 (`minimum`, `ideal`, `tolerated*`, `maximum`). `build_catalog.py` reads these
and re-reads each statement under the light model of format 2 (docs/plant-catalog.md); this file
adds no data of its own beyond the transcriptions and the ASPCA readings in TOXICITY.
"""
import json, math, pathlib

FC = 10.764  # lux per foot-candle
ROOT = pathlib.Path(__file__).resolve().parents[2]

def lux(fc):
    return None if fc is None else int(round(fc * FC))

# ---------------------------------------------------------------- sources
SOURCES = {
    "TROPICOPIA": {
        "title": "Tropicopia house plant encyclopedia (light ideal / light tolerated per plant)",
        "publisher": "Tropicopia (Quebec foliage-plant supplier); read from the public scrape "
                     "tzPyAl/ZAVRSNI-pyplants scrapped_data/tropicopia-com_09.04.2023-22:02:48.json",
        "url": "http://www.tropicopia.com/house-plant/",
        "kind": "database", "templated": False,
        "terms": {
            "diffuse light": {"min": None, "max": 5300, "unit": "lux"},
            "strong light": {"min": 3200, "max": 21500, "unit": "lux"},
            "full sun": {"min": 21500, "max": None, "unit": "lux"},
        },
    },
    "WAPO-CONOVER-1978": {
        "title": "Plants in the best light (report of University of Florida foliage research, C. A. Conover, Apopka)",
        "publisher": "The Washington Post, 6 January 1978",
        "url": "https://www.washingtonpost.com/archive/lifestyle/1978/01/06/plants-in-the-best-light/6b133702-6788-462b-9859-50ffde60c883/",
        "kind": "other", "templated": False,
        "terms": {"low light": {"min": 50, "max": 100, "unit": "fc"}},
    },
    "ILLINOIS-MASON": {
        "title": "Matching Light Levels to Houseplants (The Homeowners Column, Sandra Mason)",
        "publisher": "University of Illinois Extension",
        "url": "https://web.extension.illinois.edu/cfiv/homeowners/031122.html",
        "kind": "extension", "templated": False,
        "terms": {"low light": {"min": 75, "max": 100, "unit": "fc"}},
    },
    "CHARLEYS": {
        "title": "Indoor natural light plant guide",
        "publisher": "Charley's Greenhouse & Garden",
        "url": "https://charleysgreenhouses.com/charleys-tips/indoor-natural-light-plant-guide",
        "kind": "other", "templated": False,
        "terms": {
            "direct sun": {"min": 1000, "max": None, "unit": "fc"},
            "partial sun": {"min": 500, "max": 1000, "unit": "fc"},
            "indirect sun": {"min": 250, "max": None, "unit": "fc"},
            "partial shade": {"min": 25, "max": 50, "unit": "fc"},
        },
    },
    "SITE-98905": {
        "title": "Which Indoor Plants Thrive in Medium Light?",
        "publisher": "98905.com (home-garden article)",
        "url": "https://98905.com/plants-flowers-herbs/indoor-growing/26058.html",
        "kind": "other", "templated": False,
        "terms": {"medium light": {"min": 100, "max": 200, "unit": "fc"}},
    },
    "GARDENERBIBLE-HERBS": {
        "title": "Do herbs need direct sunlight indoors?",
        "publisher": "gardenerbible.com",
        "url": "https://gardenerbible.com/do-herbs-need-direct-sunlight-indoors",
        "kind": "other", "templated": False, "terms": {},
    },
    "KEYDIFF-HERBS": {
        "title": "How much light does an indoor herb garden need?",
        "publisher": "keydifference.info",
        "url": "https://keydifference.info/?p=4728",
        "kind": "other", "templated": False, "terms": {},
    },
    "ILLINOIS-GRUPP-2006": {
        "title": "Houseplants can liven up indoor spaces (news release quoting Susan Grupp, horticulture educator)",
        "publisher": "University of Illinois Extension (Urbana news release), read as printed in Farm World, 1 February 2006; "
                     "light words defined by the same Extension's houseplant pages (extension.illinois.edu/houseplants/lighting), "
                     "whose window placements the release repeats",
        "url": "http://www.farmworldonline.com/News/ArchiveArticle.asp?newsid=581",
        "kind": "extension", "templated": False,
        "terms": {
            "low light": {"min": 75, "max": 75, "unit": "fc"},
            "medium (average) light": {"min": 150, "max": 150, "unit": "fc"},
            "high or bright light": {"min": 300, "max": 300, "unit": "fc"},
            "direct": {"min": 1500, "max": None, "unit": "fc"},
        },
    },
    "ICAR-ECOURSE": {
        "title": "Indoor plants: light (classification of indoor plants based on light requirements, lux table)",
        "publisher": "ICAR e-courses for Indian agricultural universities (ICAR-IASRI e-course server), course module on indoor gardening",
        "url": "http://ecoursesonline.iasri.res.in/mod/page/view.php?id=103454",
        "kind": "book", "templated": False,
        "terms": {
            "low: minimum requirement": {"min": 750, "max": None, "unit": "lux"},
            "low: requirement for good growth": {"min": 1000, "max": 2000, "unit": "lux"},
            "medium: minimum requirement": {"min": 1000, "max": 1500, "unit": "lux"},
            "medium: requirement for good growth": {"min": 2000, "max": 5000, "unit": "lux"},
            "high: minimum requirement": {"min": 1500, "max": 5000, "unit": "lux"},
            "high: requirement for good growth": {"min": 5000, "max": 10000, "unit": "lux"},
            "very high: minimum requirement": {"min": 10000, "max": None, "unit": "lux"},
            "very high: requirement for good growth": {"min": 10000, "max": None, "unit": "lux"},
        },
    },
    "EDIS-MG028": {
        "title": "African Violets (EDIS publication MG028)",
        "publisher": "University of Florida IFAS Extension (EDIS)",
        "url": "https://edis.ifas.ufl.edu/publication/MG028",
        "kind": "extension", "templated": False, "terms": {},
    },
    "HYVEE-PHAL": {
        "title": "Phalaenopsis Orchids - General (Get Growing Q&A library)",
        "publisher": "Hy-Vee (supermarket chain) garden Q&A",
        "url": "https://www.hy-vee.com/getgrowing/qalibrary/phalaenopsis-orchids.aspx",
        "kind": "other", "templated": False, "terms": {},
    },
    "ORCHIDSAMORE-LIGHT": {
        "title": "Orchid culture: light (foot-candles per orchid genus)",
        "publisher": "Orchids Amore (orchid nursery) culture pages",
        "url": "http://orchidsamore.com/culture/light.htm",
        "kind": "other", "templated": False, "terms": {},
    },
    "EDIS-ENH997": {
        "title": "Cultural Guidelines for Commercial Production of Interiorscape ZZ (Zamioculcas zamiifolia) "
                 "(EDIS ENH997; J. Chen, R. J. Henny, D. B. McConnell)",
        "publisher": "University of Florida IFAS Extension (EDIS); read as the copy of the publication on docslib.org",
        "url": "https://docslib.org/doc/2324979/zamioculcas-zamiifolia-1-jianjun-chen-richard-j",
        "kind": "extension", "templated": False, "terms": {},
    },
    "AP-2014-LIGHT": {
        "title": "How to help houseplants get enough light (Associated Press garden column)",
        "publisher": "Associated Press, as printed in The Augusta Chronicle, 9 January 2014 "
                     "(also The Columbus Dispatch, 2 February 2014)",
        "url": "http://chronicle.augusta.com/life-gardening-home/2014-01-09/how-help-houseplants-get-enough-light",
        "kind": "other", "templated": False, "terms": {},
    },
    "ILLINOIS-SCHMIDT": {
        "title": "Suggested Indoor Foliage Plants (James C. Schmidt, Horticulturist)",
        "publisher": "University of Illinois (Extension horticulture handout), read as a copy on Scribd; its light words "
                     "are read through the same Extension's houseplant lighting page (extension.illinois.edu/houseplants/lighting)",
        "url": "https://ar.scribd.com/document/327002444/Suggested-Foliage-Plants-in-the-Home",
        "kind": "extension", "templated": False,
        "terms": {"low light": {"min": 75, "max": 75, "unit": "fc"}},
    },
    "ILLINOIS-NELSON": {
        "title": "Top Ten Houseplants (Even If You Have a Brown Thumb!), Plant Palette column",
        "publisher": "University of Illinois Extension (Jennifer Schultz Nelson, Extension Educator, Horticulture); its light "
                     "words are read through the same Extension's houseplant lighting page (extension.illinois.edu/houseplants/lighting)",
        "url": "http://web.extension.illinois.edu/dmp/palette/060122.html",
        "kind": "extension", "templated": False,
        "terms": {"low light": {"min": 75, "max": 75, "unit": "fc"}},
    },
    "ILLINOIS-POLLARD": {
        "title": "Succulents make great houseplants (news release quoting Nancy Pollard, horticulture educator)",
        "publisher": "University of Illinois Extension (Urbana news release, Cook County office page); its light words are "
                     "read through the same Extension's houseplant lighting page (extension.illinois.edu/houseplants/lighting)",
        "url": "https://web.extension.illinois.edu/cook/news/news28292.html",
        "kind": "extension", "templated": False,
        "terms": {"bright light": {"min": 300, "max": 300, "unit": "fc"}},
    },
    "ILLINOIS-BATES": {
        "title": "Succulent Plants Indoors (Gardener's Corner, quoting Barbara Bates, horticulture educator)",
        "publisher": "University of Illinois Extension; its light words are read through the same Extension's houseplant "
                     "lighting page (extension.illinois.edu/houseplants/lighting)",
        "url": "http://extension.illinois.edu/gardenerscorner/issue_02/winter_03_06.cfm",
        "kind": "extension", "templated": False,
        "terms": {"low light": {"min": 75, "max": 75, "unit": "fc"}, "medium light": {"min": 150, "max": 150, "unit": "fc"}},
    },
    "ILLINOIS-HERBS-SILL": {
        "title": "Sprouts on the Sill (A Merry Gardener blog, 18 November 2016)",
        "publisher": "University of Illinois Extension",
        "url": "https://extension.illinois.edu/blogs/merry-gardener/2016-11-18-sprouts-sill",
        "kind": "extension", "templated": False, "terms": {},
    },
    "TAMU-REFGUIDE": {
        "title": "A Reference Guide to Plant Care, Handling and Merchandising: selected foliage plants (one page per plant)",
        "publisher": "Texas A&M AgriLife Extension, Aggie Horticulture; light words without numbers, used for care notes only",
        "url": "https://aggie-horticulture.tamu.edu/ornamental/a-reference-guide-to-plant-care-handling-and-merchandising/",
        "kind": "extension", "templated": False, "terms": {},
    },
    "CSU-PLANTTALK-1337": {
        "title": "Snake Plant (PlantTalk Colorado 1337)",
        "publisher": "Colorado State University Extension; light words without numbers, used for care notes only",
        "url": "http://www.ext.colostate.edu/ptlk/1337.html",
        "kind": "extension", "templated": False, "terms": {},
    },
    "UF-GS-ALOE": {
        "title": "Aloe Vera (Gardening Solutions plant page)",
        "publisher": "University of Florida IFAS Extension; light words without numbers, used for care notes only",
        "url": "http://gardeningsolutions.ifas.ufl.edu/new/plants/ornamentals/aloe-vera.html",
        "kind": "extension", "templated": False, "terms": {},
    },
    "NYBG-POTHOS": {
        "title": "Pothos (plant care guide)",
        "publisher": "New York Botanical Garden, LuEsther T. Mertz Library plant guides; light words without numbers, "
                     "used for care notes only",
        "url": "https://libguides.nybg.org/pothos",
        "kind": "botanical-garden", "templated": False, "terms": {},
    },
    "NYBG-KALANCHOE": {
        "title": "Kalanchoe (plant care guide)",
        "publisher": "New York Botanical Garden, LuEsther T. Mertz Library plant guides; hours of sun, no light figures, "
                     "used for care notes only",
        "url": "https://libguides.nybg.org/kalanchoe",
        "kind": "botanical-garden", "templated": False, "terms": {},
    },
    "CBG-HERBS": {
        "title": "Growing Herbs on Your Windowsill",
        "publisher": "Chicago Botanic Garden; hours of sun, no light figures, used for care notes only",
        "url": "https://www.chicagobotanic.org/plantinfo/growing_herbs_your_windowsill",
        "kind": "botanical-garden", "templated": False, "terms": {},
    },
    "BIOSPHERE2-ALOE": {
        "title": "Aloe (Aloe vera) care sheet",
        "publisher": "Biosphere 2 (University of Arizona); light words without numbers, used for care notes only",
        "url": "https://biosphere2.org/aloe",
        "kind": "other", "templated": False, "terms": {},
    },
    "ASPCA": {
        "title": "ASPCA Animal Poison Control Center: toxic and non-toxic plants (per-plant listings)",
        "publisher": "ASPCA; read from three public copies of its listings: (1) the January 2015 scrape of every "
                     "listing page in rfong/plant-toxicity, file combined_data.json at commit "
                     "d37fa399f770b2b4a180b9b57523bf1bc6067d66 (cats and dogs); (2) a later copy of ASPCA's "
                     "cats plant list in corgdesign/safe-plants-for-cats, file plants.js at commit "
                     "b09aec4b34b33f70573629622f9f23a68e7a4676 (cats, toxic and non-toxic); (3) the toxic part of "
                     "ASPCA's cats, dogs and horse lists, with each listing's page, in "
                     "foldaway/toxic-plant-list-scraper, file toxicPlants.json at commit "
                     "5852ff8ba63e53d60931ba20f0f82bddb8651ee8 (September 2024). Per animal the newest copy "
                     "that gives a verdict is used (docs/plant-catalog.md, \"Pet toxicity\")",
        "url": "https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants",
        "kind": "aspca", "templated": False, "terms": {},
    },
}

# ------------------------------------------------------- evidence helpers
def ev(source, says, lo, hi, unit, role, via, scope="plant", about=None):
    """One statement. `scope` is what it is about: "plant" (the plant itself, also a genus or
    hybrid group that is the catalog entry), "genus" or "group"; `about` names the genus or group
    as the source does ("Ficus", "succulents") and is given exactly when scope is not "plant"."""
    assert scope in SCOPES and (about is None) == (scope == "plant"), (source, says, scope, about)
    f = {"min": lo, "max": hi, "unit": unit}
    if unit == "fc":
        l = {"min": lux(lo), "max": lux(hi)}
    else:
        l = {"min": lo, "max": hi}
    e = {"source": source, "says": says, "figure": f, "lux": l, "role": role, "via": via, "scope": scope}
    return e | ({"about": about} if about else {})

SCOPES = ("plant", "genus", "group")

TCLS = {"D": ("diffuse light", None, 5300), "S": ("strong light", 3200, 21500), "F": ("full sun", 21500, None)}
ORDER = {"D": 0, "S": 1, "F": 2}

def tropicopia(ideal, tol):
    out = []
    n, lo, hi = TCLS[ideal]
    out.append(ev("TROPICOPIA", f"light ideal: '{n}'", lo, hi, "lux", "ideal", "terms"))
    if tol:
        n2, lo2, hi2 = TCLS[tol]
        role = "tolerated-below" if ORDER[tol] < ORDER[ideal] else (
            "tolerated-above" if ORDER[tol] > ORDER[ideal] else "tolerated")
        out.append(ev("TROPICOPIA", f"light tolerated: '{n2}'", lo2, hi2, "lux", role, "terms"))
    return out

def conover():
    return ev("WAPO-CONOVER-1978", "may survive up to 12 months in 'low light of 50 to 100 foot-candles'",
              50, 100, "fc", "minimum", "figure")

def mason():
    return ev("ILLINOIS-MASON", "'durable low light' plant; low light is about 75 fc (under 100 fc)",
              75, 100, "fc", "minimum", "figure")

# What each of Charley's list entries is about: a group of plants, a genus, or (a species name,
# or a common name that is one species') the plant itself. Any other entry is a genus.
CH_GROUPS = {"Succulents": "succulents", "Cacti": "cacti", "Ferns": "ferns", "Bromeliads": "bromeliads",
             "Bulbs": "flowering bulbs"}
CH_PLANTS = {"Hedera helix", "Begonia rex", "Poinsettia", "Neanthe"}
CH_GENERA = {"Asparagus Ferns": "Asparagus ('asparagus ferns')", "Zebrina": "Zebrina (now in Tradescantia)"}

def ch_scope(who):
    if who in CH_GROUPS:
        return "group", CH_GROUPS[who]
    if who in CH_PLANTS:
        return "plant", None
    return "genus", CH_GENERA.get(who, who)

def ch(cat, who):
    said = {
        "direct sun": ("'direct sun' group (" + who + "): most need 'a minimum of 1,000 foot-candles'", 1000, None, "minimum"),
        "direct sun shade": ("'direct sun' group, adapts 'when some midday shade is provided' (" + who + "); the group needs a minimum of 1,000 fc", 1000, None, "minimum"),
        "partial sun": ("'partial sun' group (" + who + "): prefers 500-1000 foot-candles", 500, 1000, "ideal"),
        "indirect sun": ("'indirect sun' group (" + who + "): 'needs a minimum of 250-500 foot-candles'", 250, 500, "minimum"),
        "partial shade": ("'partial shade' group (" + who + "): should receive 25-50 foot-candles", 25, 50, "minimum"),
    }[cat]
    scope, about = ch_scope(who)
    return ev("CHARLEYS", said[0], said[1], said[2], "fc", said[3], "terms", scope, about)

def s98905(name):
    return ev("SITE-98905", f"{name} thrive with medium light, 'between 100 and 200 foot candles'",
              100, 200, "fc", "ideal", "figure")

def herbs_group(named):
    who = "names this herb" if named else "'most herbs' (group statement)"
    scope, about = ("plant", None) if named else ("group", "herbs")
    return ev("GARDENERBIBLE-HERBS", f"herbs ideally get 12,000-18,000 lux; {who}", 12000, 18000, "lux", "ideal", "figure",
              scope, about)

def keydiff(lo, hi, word):
    return ev("KEYDIFF-HERBS", f"'{word}' light, {lo:,}-{hi:,} foot-candles", lo, hi, "fc", "ideal", "figure")

ICAR_CLS = {  # class: (minimum lux lo, hi), (good growth lo, hi) -- the table's own figures
    "low": ((750, None), (1000, 2000)),
    "medium": ((1000, 1500), (2000, 5000)),
    "high": ((1500, 5000), (5000, 10000)),
    "very high": ((10000, None), (10000, None)),
}

# ICAR examples that name a genus (or a common name for a genus) rather than a species.
ICAR_GENERA = {"Schefflera": "Schefflera", "Dumb cane": "Dieffenbachia ('dumb cane')", "Hibiscus": "Hibiscus",
               "Geranium": "Pelargonium ('geranium')"}

def icar(cls, named):
    """ICAR e-course table: the plant (as `named` there) is an example of class `cls`."""
    (m_lo, m_hi), (g_lo, g_hi) = ICAR_CLS[cls]
    scope, about = ("genus", ICAR_GENERA[named]) if named in ICAR_GENERA else ("plant", None)
    rng = lambda lo, hi: f"{lo:,}+" if hi is None else (f"{lo:,}" if lo == hi else f"{lo:,}-{hi:,}")
    return [
        ev("ICAR-ECOURSE", f"'{named}' is an example of the '{cls}' class: minimum requirement {rng(m_lo, m_hi)} lux",
           m_lo, m_hi, "lux", "minimum", "figure", scope, about),
        ev("ICAR-ECOURSE", f"'{named}', '{cls}' class: requirement for good growth {rng(g_lo, g_hi)} lux",
           g_lo, g_hi, "lux", "ideal", "figure", scope, about),
    ]

GRUPP = {"low": ("low light", 75, "named as a 'low-light' plant that does fine in low light"),
         "medium": ("medium (average) light", 150, "named as a 'medium-light' plant, placed in medium light"),
         "high": ("high or bright light", 300, "said to need 'bright light' to succeed")}

def grupp(cls, named):
    word, fc, phrase = GRUPP[cls]
    scope, about = ("genus", named) if named == "Dracaena" else ("plant", None)
    return ev("ILLINOIS-GRUPP-2006", f"{named}: {phrase}; the Extension's '{word}' is {fc} fc",
              fc, fc, "fc", "minimum", "terms", scope, about)

def mg028():
    return ev("EDIS-MG028", "best growth and flowering with 'bright light (~1000 foot candles)' but no direct sun",
              1000, 1000, "fc", "ideal", "figure")

def enh997():
    return ev("EDIS-ENH997", "UF/IFAS studies: grew and produced new leaves at an interior light level of 25 foot candles "
              "for more than a year", 25, 25, "fc", "minimum", "figure")

ILL_LOW = "the Extension's 'low light' is 75 fc"

def schmidt_low(named):
    return ev("ILLINOIS-SCHMIDT", f"{named}: listed under 'Plants for Low Light Areas' (a north window, a dark nook); "
              + ILL_LOW, 75, 75, "fc", "minimum", "terms")

def pollard():
    return ev("ILLINOIS-POLLARD", "succulents (group statement) 'need at least six hours of bright light a day'; the "
              "Extension's 'high or bright light' is 300 fc", 300, 300, "fc", "minimum", "terms",
              "group", "succulents")

def nelson_low(named):
    return ev("ILLINOIS-NELSON", f"{named}: 'tolerates low light'; " + ILL_LOW, 75, 75, "fc", "minimum", "terms")

# --------------------------------------------------------------- toxicity
UNK = {"cats": "unknown", "dogs": "unknown", "source": None}

def tox(cats, dogs, listing, note=None):
    """An ASPCA verdict. `listing` names the listing title and the species as ASPCA lists it;
    [2015] = copy 1 (cats and dogs), [cats list] = copy 2 (cats only); see SOURCES["ASPCA"]."""
    t = {"cats": cats, "dogs": dogs, "source": "ASPCA", "listing": listing}
    return t | ({"note": note} if note else {})

def unlisted(note):
    """No applicable ASPCA listing (or listings that contradict each other): stays unknown."""
    return UNK | {"note": note}

T2 = lambda listing, note=None: tox("toxic", "toxic", listing + " [2015]", note)
N2 = lambda listing, note=None: tox("non-toxic", "non-toxic", listing + " [2015]", note)
CATS_ONLY = "the dogs verdict is unknown: of the ASPCA copies read, only the cats list lists this plant"
TC = lambda listing: tox("toxic", "unknown", listing + " [cats list]", CATS_ONLY)
NC = lambda listing: tox("non-toxic", "unknown", listing + " [cats list]", CATS_ONLY)
GENUS = ", genus listing"

# botanical name -> verdict. Rules (docs/plant-catalog.md, "Pet toxicity"): a listing applies when
# its species is the plant's accepted name or a synonym, or when ASPCA lists the whole genus
# (e.g. "Ficus sp."); a listing whose scientific name is another species is not applied even when
# its title matches a common name; contradicting listings leave the plant unknown.
TOXICITY = {
    "Aglaonema": T2("Chinese Evergreen (Aglaonema modestum)"),
    "Allium schoenoprasum": TC("Chives (Allium schoenoprasum)"),
    "Alocasia × amazonica": T2("Alocasia (Alocasia spp." + GENUS + ")"),
    "Aloe vera": T2("Aloe (Aloe vera); Barbados Aloe (Aloe barbadensis)"),
    "Anthurium andraeanum": unlisted("ASPCA's flamingo-flower listings name Anthurium scherzeranum, not this species"),
    "Asparagus densiflorus": T2("Emerald Feather (Asparagus densiflorus); Asparagus Fern (A. densiflorus cv sprengeri)"),
    "Asparagus setaceus": unlisted("ASPCA's 'Asparagus Fern', 'Plumosa Fern' and 'Lace Fern' listings all name Asparagus densiflorus, not this species"),
    "Araucaria heterophylla": T2("Australian Pine / Norfolk Island Pine (Araucaria heterophylla)"),
    "Aspidistra elatior": N2("Cast Iron Plant (Aspidistra elatior)"),
    "Beaucarnea recurvata": N2("Pony Tail / Bottle Palm (Beaucarnea recurvata)"),
    "Begonia masoniana": unlisted("ASPCA's listings disagree: Begonia spp. (genus) toxic and Iron Cross Begonia (Begonia masoniana) non-toxic in the 2015 copy, toxic to cats in the later cats list"),
    "Begonia rex-cultorum": unlisted("ASPCA's listings disagree: Begonia spp. (genus) toxic and Rex Begonia (Begonia rex) non-toxic in the 2015 copy, toxic to cats in the later cats list"),
    "Cephalocereus senilis": N2("Old Man Cactus (Cephalocereus senilis)"),
    "Chamaedorea elegans": N2("Parlor Palm / Neanthe Bella Palm (Chamaedorea elegans)"),
    "Chamaedorea seifrizii": unlisted("ASPCA's 'Bamboo Palm' and 'Reed Palm' listings name Chamaedorea elegans, not this species"),
    "Chlorophytum comosum": N2("Spider Plant (Chlorophytum comosum)"),
    "Chrysanthemum × morifolium": T2("Chrysanthemum (Chrysanthemum spp." + GENUS + ")"),
    "Cissus rhombifolia": N2("Grape Ivy (Cissus rhombifolia)"),
    "Citrus × limon": T2("Lemon (listed as Citrus limonia)"),
    "Citrus × microcarpa": T2("Calamondin Orange (Citrus mitis)"),
    "Coleus scutellarioides": unlisted("ASPCA's 'Coleus' listing names Coleus amboinicus (Indian borage), not this species"),
    "Coriandrum sativum": NC("Cilantro (Coriandrum sativum)"),
    "Crassula ovata": T2("Jade Plant (Crassula argentea)"),
    "Cryptanthus bivittatus": N2("Earth Star (Cryptanthus bivattus minor)"),
    "Curio radicans": T2("Groundsel / Golden Ragwort (Senecio species" + GENUS + "; this plant was Senecio radicans)"),
    "Curio rowleyanus": T2("Groundsel / Golden Ragwort (Senecio species" + GENUS + "; this plant was Senecio rowleyanus)"),
    "Cycas revoluta": T2("Sago Palm (Cycas revoluta, zamia species)"),
    "Cyclamen persicum": T2("Cyclamen (Cyclamen spp." + GENUS + ")"),
    "Cyrtomium falcatum": N2("Japanese Holly Fern (Cyrtomium falcatum)"),
    "Davallia canariensis": N2("Rabbits Foot Fern (Davallia spp." + GENUS + ")"),
    "Dieffenbachia seguine": T2("Dieffenbachia (Dieffenbachia" + GENUS + "); Charming Dieffenbachia (D. amoena)"),
    "Dracaena fragrans": T2("Corn Plant (Dracaena fragrans); Striped Dracaena (Dracaena deremensis)"),
    "Dracaena marginata": T2("Madagascar Dragon Tree (Dracaena marginata)"),
    "Dracaena reflexa": unlisted("ASPCA's listings disagree: Dracaena spp. (genus) toxic, but Malaysian Dracaena (Pleomele reflexa) non-toxic"),
    "Dracaena sanderiana": T2("Dracaena / Ribbon Plant (Dracaena spp." + GENUS + ")"),
    "Dracaena trifasciata": T2("Snake Plant (Sansevieria trifasciata)"),
    "Dracaena zeylanica": T2("Dracaena (Dracaena spp." + GENUS + "; this plant was Sansevieria zeylanica)"),
    "Dypsis lutescens": N2("Areca Palm (Dypsis lutescens)"),
    "Echeveria elegans": N2("Hens and Chickens (Echeveria elegans)"),
    "Epipremnum aureum": T2("Golden Pothos (Epipremnum aureum)"),
    "Euphorbia pulcherrima": T2("Poinsettia (Euphorbia pulcherrima)"),
    "Ficus benjamina": T2("Weeping Fig (Ficus sp." + GENUS + ")"),
    "Ficus elastica": T2("Weeping Fig (Ficus sp." + GENUS + ")"),
    "Ficus lyrata": T2("Weeping Fig (Ficus sp." + GENUS + ")"),
    "Ficus pumila": T2("Weeping Fig (Ficus sp." + GENUS + ")"),
    "Fuchsia × hybrida": N2("Ladies Ear Drops (Fuchsia" + GENUS + ")"),
    "Goeppertia ornata": NC("Calathea (Calathea spp." + GENUS + "; this plant was Calathea ornata)"),
    "Goeppertia picturata": NC("Calathea (Calathea spp." + GENUS + "; this plant was Calathea picturata)"),
    "Goeppertia rufibarba": NC("Calathea (Calathea spp." + GENUS + "; this plant was Calathea rufibarba)"),
    "Goeppertia veitchiana": NC("Calathea (Calathea spp." + GENUS + "; this plant was Calathea veitchiana)"),
    "Graptopetalum paraguayense": N2("Ghost Plant (Sedum weinbergii)"),
    "Guzmania lingulata": N2("Orange Star (Guzmania lingulata minor)"),
    "Haworthiopsis attenuata": N2("Haworthia (Haworthia species" + GENUS + "; this plant was Haworthia attenuata)"),
    "Haworthiopsis fasciata": N2("Zebra Haworthia (Haworthia fasciata)"),
    "Hedera helix": T2("English Ivy (Hedera helix)"),
    "Hedychium coronarium": N2("Butterfly Ginger / White Ginger (Hedychium coronarium)"),
    "Heliotropium arborescens": unlisted("ASPCA's Heliotrope listing (Heliotropium species) states toxicity to horses only"),
    "Hibiscus rosa-sinensis": unlisted("ASPCA's Hibiscus listing names Hibiscus syriacus, not this species"),
    "Hippeastrum": T2("Barbados Lily / Amaryllis (Hippeastrum spp." + GENUS + ")"),
    "Hoya carnosa": N2("Honey Plant / Wax Plant (Hoya carnosa)"),
    "Impatiens walleriana": N2("Impatience Plant / Buzzy Lizzie (Impatiens spp." + GENUS + ")"),
    "Jasminum polyanthum": N2("Jasmine (Jasminium species" + GENUS + ")"),
    "Kalanchoe blossfeldiana": T2("Kalanchoe (Kalanchoe spp" + GENUS + ")"),
    "Kalanchoe daigremontiana": T2("Kalanchoe (Kalanchoe spp" + GENUS + ")"),
    "Kalanchoe tomentosa": T2("Kalanchoe (Kalanchoe spp" + GENUS + ")"),
    "Lantana camara": T2("Lantana (Lantana camara)"),
    "Lithops": unlisted("ASPCA lists one species (Living Stones, Lithops naureeniae), not the genus"),
    "Maranta leuconeura": unlisted("ASPCA's 'Prayer Plant' listing names Calathea insignis, not Maranta leuconeura"),
    "Melissa officinalis": NC("Lemon Balm (Melissa officinalis)"),
    "Mentha spicata": TC("Mint (Mentha sp." + GENUS + ")"),
    "Monstera deliciosa": T2("Swiss Cheese Plant (Monstera deliciosa)"),
    "Neoregelia carolinae": N2("Blushing Bromeliad / Neoregelia (Neoregalia spp." + GENUS + ")"),
    "Nephrolepis exaltata": N2("Boston Fern (Nephrolepis exalta bostoniensis)"),
    "Nerium oleander": T2("Oleander (Nerium oleander)"),
    "Ocimum basilicum": NC("Basil (Ocimum basilicum)"),
    "Opuntia microdasys": N2("Tree Cactus (Opuntia species" + GENUS + ")"),
    "Origanum vulgare": TC("Oregano (listed as Origanum vulgare hirtum)"),
    "Oxalis triangularis": T2("Shamrock Plant (Oxalis spp." + GENUS + ")"),
    "Phalaenopsis": N2("Phalaenopsis Orchid / Moth Orchid (Phalaenopsis sp." + GENUS + ")"),
    "Pelargonium × hortorum": T2("Geranium (Pelargonium species" + GENUS + ")"),
    "Petroselinum crispum": T2("Spring Parsley (listed as Petroselinum crispum)",
                               "ASPCA's later cats list also lists Parsley (Petroselinum crispum) as toxic to cats"),
    "Philodendron erubescens": T2("Philodendron Pertusum (Philodendron spp" + GENUS + ")"),
    "Philodendron hederaceum": T2("Cordatum / Heartleaf Philodendron (Philodendron oxycardium); Philodendron spp" + GENUS),
    "Philodendron pinnatifidum": T2("Philodendron Pertusum (Philodendron spp" + GENUS + ")"),
    "Phoenix roebelenii": N2("Miniature Date Palm (Phoenix robellinii)"),
    "Pilea involucrata": N2("Friendship Plant (Pilea involucrata)"),
    "Platycerium bifurcatum": N2("Common Staghorn Fern (Platycerium bifurcatum)"),
    "Pteris cretica": N2("Silver Table Fern (Pteris sp." + GENUS + ")"),
    "Pteris ensiformis": N2("Silver Table Fern (Pteris sp." + GENUS + ")"),
    "Ravenea rivularis": N2("Majesty Palm (Ravenea rivularis)"),
    "Rhapis excelsa": N2("Lady Palm (Rhapis flabelliformis)"),
    "Salvia officinalis": NC("Sage (Salvia officinalis)"),
    "Salvia rosmarinus": NC("Rosemary (Rosmarinus officinalis)"),
    "Schefflera actinophylla": T2("Umbrella Tree / Australian Ivy Palm (Brassaia actinophylla)"),
    "Schefflera arboricola": T2("Schefflera (Schefflera" + GENUS + ")"),
    "Sedum morganianum": N2("Burro's Tail (Sedum morganianum)"),
    "Spathiphyllum": T2("Peace Lily (Spathiphyllum)"),
    "Strelitzia nicolai": unlisted("ASPCA lists Strelitzia reginae, not this species"),
    "Streptocarpus ionanthus": N2("African Violet (Saintpaulia spp." + GENUS + "; this plant was Saintpaulia ionantha)",
                                  "ASPCA's Cape Primrose listing (Streptocarpus spp., genus) is non-toxic as well"),
    "Syngonium podophyllum": T2("Arrow-Head Vine (Syngonium podophyllum)"),
    "Thaumatophyllum bipinnatifidum": T2("Lacy Tree Philodendron (Philodendron selloum)"),
    "Thaumatophyllum xanadu": T2("Philodendron Pertusum (Philodendron spp" + GENUS + "; sold as Philodendron 'Xanadu')"),
    "Thymus vulgaris": NC("Thyme (Thymus vulgaris)"),
    "Tolmiea menziesii": N2("Piggy Back Plant (Tolmeia menziesii)"),
    "Tradescantia zebrina": unlisted("ASPCA's wandering-jew listings name Tradescantia fluminensis, not this species"),
    "Yucca gigantea": T2("Yucca (Yucca sp." + GENUS + ")"),
    "Zamioculcas zamiifolia": unlisted("not on the ASPCA lists read"),
}

# ------------------------------------------------------------------ plants
# (botanical, synonyms, common names, group, evidence, notes, toxicity)
P = []
def add(bot, syn, com, grp, evid, notes=()):
    P.append((bot, list(syn), list(com), grp, list(evid), list(notes)))

TRO = tropicopia
FERN = lambda: ch("partial shade", "Ferns")
BROM = lambda: ch("indirect sun", "Bromeliads")
SUCC = lambda: ch("direct sun", "Succulents")
CACT = lambda: ch("direct sun", "Cacti")

# foliage: aroids, dracaenas, figs and friends
add("Aglaonema", ["Aglaonema commutatum", "Aglaonema modestum"], ["Chinese evergreen"], "foliage",
    TRO("S", "D") + [conover(), mason(), grupp("low", "Chinese evergreen"), schmidt_low("Chinese evergreen")],
    ["grown as cultivars and hybrids; Tropicopia rates its cultivars alike",
     "darker green leaves are the ones sources single out for dim corners",
     "ILLINOIS-SCHMIDT: grows anywhere out of full sun; the variegated forms need medium to bright indirect light to keep their markings"])
add("Aspidistra elatior", [], ["cast iron plant", "bar-room plant"], "foliage",
    TRO("S", "D") + [conover()] + icar("low", "Cast-iron plant"), ["AP-2014-LIGHT: named among the foliage plants to use where light is below about 500 fc (5,382 lux), too little for most flowering plants"])
add("Epipremnum aureum", ["Scindapsus aureus", "Pothos aureus"], ["golden pothos", "pothos", "devil's ivy"], "foliage",
    TRO("S", "D"),
    ["NYBG-POTHOS: prefers bright, filtered light and keeps growing in some light shade; in poor light it survives but "
     "may slowly decline and lose its leaf variegation",
     "ILLINOIS-NELSON: takes a wide range of light levels, but in low light the leaves lose their variegation",
     "AP-2014-LIGHT: named among the foliage plants to use where light is below about 500 fc (5,382 lux), too little for most flowering plants",
     "no source read gives a lower light figure for pothos; Tropicopia says only that it tolerates diffuse light (under 5,300 lux)"])
add("Monstera deliciosa", [], ["Swiss cheese plant", "split-leaf philodendron"], "foliage", TRO("S", "D"),
    ["AP-2014-LIGHT: named among the foliage plants to use where light is below about 500 fc (5,382 lux), too little for most flowering plants (as Swiss cheese plant)",
     "no source read gives a lower light figure for Monstera; Tropicopia says only that it tolerates diffuse light (under 5,300 lux)"])
add("Philodendron hederaceum", ["Philodendron scandens", "Philodendron oxycardium", "Philodendron cordatum"],
    ["heartleaf philodendron", "sweetheart plant"], "foliage",
    TRO("S", "D") + [ch("partial shade", "Philodendron"), ch("indirect sun", "Philodendron")]
    + icar("low", "Heart-leaf philodendron") + [grupp("low", "heartleaf philodendron"), schmidt_low("Heart-leaf philodendron")],
    ["Charley's puts the genus in two groups, partial shade and indirect sun; the lower one is used as the minimum",
     "ILLINOIS-SCHMIDT: tolerates low light in the middle of a room",
     "TAMU-REFGUIDE: bright, filtered light, but not direct sunlight"])
add("Thaumatophyllum bipinnatifidum", ["Philodendron bipinnatifidum", "Philodendron selloum"],
    ["lacy tree philodendron", "split-leaf philodendron selloum"], "foliage",
    TRO("S", "D") + [ch("partial shade", "Philodendron")], ["genus-level statement from Charley's (filed under Philodendron)"])
add("Thaumatophyllum xanadu", ["Philodendron 'Xanadu'"], ["Xanadu philodendron"], "foliage", TRO("S", "D"))
add("Philodendron pinnatifidum", [], ["fernleaf philodendron"], "foliage", TRO("S", "D"))
add("Philodendron erubescens", [], ["blushing philodendron", "red-leaf philodendron"], "foliage",
    [ch("partial shade", "Philodendron"), ch("indirect sun", "Philodendron")],
    ["only a genus-level source; Charley's lists Philodendron under both partial shade and indirect sun"])
add("Dieffenbachia seguine", ["Dieffenbachia maculata", "Dieffenbachia amoena"], ["dumb cane", "dieffenbachia"], "foliage",
    TRO("S", "D") + [ch("indirect sun", "Dieffenbachia")] + icar("medium", "Dumb cane") + [schmidt_low("Dumbcane (Dieffenbachia)")],
    ["Tropicopia says it tolerates diffuse light under 5,300 lux; Charley's asks for at least 250 fc",
     "the ICAR table names 'dumb cane' without a species (genus-level)"])
add("Syngonium podophyllum", ["Nephthytis"], ["arrowhead vine", "arrowhead plant", "goosefoot plant"], "foliage",
    TRO("S", "D") + [schmidt_low("Arrowhead vine (Syngonium podophyllum)")],
    ["ILLINOIS-NELSON: does well in bright filtered light"])
add("Spathiphyllum", ["Spathiphyllum wallisii"], ["peace lily"], "flowering",
    TRO("S", "D") + icar("low", "Peace lily") + [nelson_low("Peace lily")],
    ["sold as cultivars and hybrids; Tropicopia rates them alike",
     "ILLINOIS-NELSON: in low light its growth slows sharply, and too much light holds back its white flowers"])
add("Zamioculcas zamiifolia", [], ["ZZ plant", "Zanzibar gem"], "foliage", TRO("S", "D") + [enh997()],
    ["EDIS-ENH997: more tolerant of low light than snake plant or cast-iron plant; 25 fc (about 270 lux) is the level "
     "at which UF/IFAS studies kept it growing for over a year, not a measured limit"])
add("Alocasia × amazonica", ["Alocasia amazonica"], ["African mask plant", "Amazonian elephant ear"], "foliage",
    TRO("S", "D"), [])
add("Xanthosoma lindenii", ["Caladium lindenii"], ["Indian kale"], "foliage", TRO("S", "D"))
add("Dracaena fragrans", ["Dracaena deremensis", "Dracaena fragrans 'Massangeana'"],
    ["corn plant", "Janet Craig dracaena", "Warneckii dracaena"], "foliage",
    TRO("S", "D") + [ch("partial shade", "Dracaena"), grupp("medium", "Dracaena")],
    ["includes the former Dracaena deremensis cultivars; genus-level statements from Charley's and Illinois Extension"])
add("Dracaena marginata", ["Dracaena reflexa var. angustifolia"], ["Madagascar dragon tree", "red-edge dracaena"], "foliage",
    TRO("S", "D") + [ch("partial shade", "Dracaena"), grupp("medium", "Dracaena")],
    ["genus-level statements from Charley's and Illinois Extension"])
add("Dracaena reflexa", ["Pleomele reflexa"], ["song of India", "song of Jamaica", "Malaysian dracaena"], "foliage",
    TRO("S", "D") + [ch("partial shade", "Dracaena"), grupp("medium", "Dracaena")],
    ["genus-level statements from Charley's and Illinois Extension"])
add("Dracaena sanderiana", ["Dracaena braunii"], ["lucky bamboo", "ribbon dracaena"], "foliage",
    [ch("partial shade", "Dracaena"), grupp("medium", "Dracaena")],
    ["only genus-level sources (Charley's, Illinois Extension)"])
add("Dracaena trifasciata", ["Sansevieria trifasciata", "Sansevieria trifasciata 'Hahnii'"],
    ["snake plant", "mother-in-law's tongue", "bird's nest sansevieria"], "succulent",
    TRO("S", "D") + [ev("WAPO-CONOVER-1978", "'Hahnii' may survive up to 12 months in 'low light of 50 to 100 foot-candles'",
        50, 100, "fc", "minimum", "figure")],
    ["Conover's report names the compact 'Hahnii' form; Tropicopia rates the species, 'Hahnii' and 'Laurentii' alike",
     "TAMU-REFGUIDE (Sansevieria): bright light; can stand direct sunlight",
     "CSU-PLANTTALK-1337: grows best in full sun; takes low light, but the variegation is then less marked",
     "sources differ on direct sun: Tropicopia rates it no higher than strong light (up to 21,500 lux), while Texas A&M "
     "says it can stand direct sunlight and Colorado State that it thrives in full sun"])
add("Dracaena zeylanica", ["Sansevieria zeylanica"], ["Ceylon bowstring hemp"], "succulent", [conover()] + TRO("S", "D"),
    ["Tropicopia has no entry of its own for it: it gives Sansevieria zeylanica as another name on its S. trifasciata "
     "entry, whose classes are used here"])
add("Araucaria heterophylla", ["Araucaria excelsa"], ["Norfolk Island pine"], "foliage",
    [grupp("high", "Norfolk Island pine")],
    ["often sold at the winter holidays; Illinois Extension says it succeeds only in bright light"])
add("Yucca gigantea", ["Yucca elephantipes", "Yucca guatemalensis"], ["spineless yucca", "giant yucca"], "foliage",
    TRO("F", "S"), ["Tropicopia rates full sun as ideal"])
add("Beaucarnea recurvata", ["Nolina recurvata"], ["ponytail palm", "elephant's foot"], "succulent", TRO("F", "S"),
    ["not a true palm"])
add("Ficus benjamina", [], ["weeping fig", "benjamin fig"], "foliage",
    TRO("F", "S") + [ch("partial shade", "Ficus"), ch("partial sun", "Ficus")] + icar("high", "Weeping fig")
    + [grupp("high", "weeping fig")],
    ["Charley's lists Ficus under partial shade and partial sun (genus level); Tropicopia rates full sun as ideal",
     "the ICAR table puts weeping fig in its 'high' class (good growth 5,000-10,000 lux), far below Tropicopia's full-sun ideal",
     "TAMU-REFGUIDE: medium light or some daily sun; plants often drop leaves while they adjust to a new place"])
add("Ficus elastica", [], ["rubber plant", "rubber tree", "India rubber fig"], "foliage",
    TRO("F", "S") + [ch("partial shade", "Ficus"), ch("partial sun", "Ficus"), grupp("medium", "rubber tree")],
    ["genus-level statement from Charley's"])
add("Ficus lyrata", [], ["fiddle-leaf fig"], "foliage",
    TRO("F", "S") + [ch("partial shade", "Ficus"), ch("partial sun", "Ficus")],
    ["Tropicopia rates full sun as ideal; Charley's statements are genus-level (Ficus)"])
add("Ficus pumila", [], ["creeping fig"], "foliage",
    TRO("F", "S") + [ch("partial shade", "Ficus"), ch("partial sun", "Ficus")],
    ["Tropicopia's entry is the cultivar 'Curl'; Charley's statements are genus-level (Ficus)"])
add("Schefflera actinophylla", ["Brassaia actinophylla", "Heptapleurum actinophyllum"], ["umbrella tree", "octopus tree"],
    "foliage", TRO("F", "S") + [ch("indirect sun", "Schefflera")] + icar("high", "Schefflera"),
    ["the ICAR table names 'Schefflera' without a species (genus-level)"])
add("Schefflera arboricola", ["Heptapleurum arboricola"], ["dwarf umbrella tree", "Hawaiian elf schefflera"], "foliage",
    TRO("F", "S") + [ch("indirect sun", "Schefflera")] + icar("high", "Schefflera"),
    ["the ICAR table names 'Schefflera' without a species (genus-level)"])
add("Polyscias scutellaria", ["Polyscias balfouriana", "Nothopanax scutellarium"], ["Balfour aralia", "dinner plate aralia"],
    "foliage", TRO("F", "S"))
add("Radermachera sinica", [], ["China doll"], "foliage", TRO("F", "S"))
add("Afrocarpus gracilior", ["Podocarpus gracilior"], ["African fern pine"], "foliage", TRO("F", "S"))
add("Codiaeum variegatum", [], ["croton", "garden croton"], "foliage", TRO("F", "S"),
    ["Tropicopia rates full sun as ideal for its coloured cultivars"])
add("Chlorophytum comosum", [], ["spider plant", "airplane plant", "ribbon plant"], "foliage",
    TRO("S", "D") + [s98905("spider plants"), grupp("medium", "spider plant")],
    ["Tropicopia's ideal class starts at 3,200 lux; 98905 says it thrives at 100-200 fc (1,076-2,153 lux)"])
add("Cissus rhombifolia", [], ["grape ivy", "oak-leaf ivy"], "foliage", TRO("S", "D"))
add("Hedera helix", [], ["English ivy", "common ivy"], "foliage",
    TRO("S", "D") + [conover(), ch("partial shade", "Hedera helix")] + icar("high", "English ivy")
    + [grupp("high", "English ivy")],
    ["Conover's report counts it among plants that survive months at 50-100 fc; the ICAR table and Illinois Extension "
     "put it among high-light plants"])
add("Hedera canariensis", ["Hedera algeriensis"], ["Algerian ivy", "Canary Island ivy"], "foliage", TRO("S", "D"))
add("Tolmiea menziesii", [], ["piggyback plant", "youth-on-age"], "foliage", [ch("partial shade", "Tolmiea")])
add("Tradescantia zebrina", ["Zebrina pendula"], ["inch plant", "wandering dude"], "foliage",
    [ch("partial sun", "Zebrina")], ["listed under its old name Zebrina"])
add("Ctenanthe lubbersiana", [], ["bamburanta", "never-never plant"], "foliage", TRO("S", "D"))
add("Goeppertia ornata", ["Calathea ornata"], ["pinstripe calathea"], "foliage", TRO("S", "D"), [])
add("Goeppertia picturata", ["Calathea picturata"], ["silver calathea"], "foliage", TRO("S", "D"), [])
add("Goeppertia rufibarba", ["Calathea rufibarba"], ["velvet calathea", "furry feather calathea"], "foliage",
    TRO("S", "D"), [])
add("Goeppertia veitchiana", ["Calathea veitchiana"], ["medallion calathea", "peacock plant"], "foliage",
    TRO("S", "D"), [])
add("Maranta leuconeura", [], ["prayer plant", "nerve plant (prayer)"], "foliage",
    TRO("S", "D") + [s98905("prayer plants")],
    ["Tropicopia rates its two varieties (erythroneura, kerchoveana) alike"])
add("Begonia rex-cultorum", ["Begonia rex"], ["rex begonia", "painted-leaf begonia"], "foliage",
    [s98905("rex begonias"), ch("indirect sun", "Begonia rex")] + icar("very high", "Rex begonia"),
    ["98905 says it thrives at 100-200 fc; Charley's asks for a minimum of 250 fc; the ICAR table puts it in its "
     "'very high' class (at least 10,000 lux, against Charley's 2,691 lux minimum and 98905's 1,076-2,153 lux)",
     "AP-2014-LIGHT: still gives a colourful display at about 500 fc (5,382 lux), where most flowering plants need "
     "1,000 fc or more; a level for display, not for survival, so it sets no minimum"])
add("Begonia masoniana", [], ["iron cross begonia"], "foliage", [s98905("iron cross begonias")])
add("Pilea involucrata", [], ["friendship plant"], "foliage", [s98905("friendship plants")])
add("Ophiopogon japonicus", [], ["mondo grass", "snake's beard"], "foliage", TRO("S", "F"))
add("Asparagus setaceus", ["Asparagus plumosus"], ["asparagus fern", "lace fern"], "foliage",
    [ch("indirect sun", "Asparagus Ferns")], ["not a true fern"])
add("Asparagus densiflorus", ["Asparagus sprengeri", "Asparagus aethiopicus"], ["foxtail fern", "Sprenger's asparagus"],
    "foliage", [ch("indirect sun", "Asparagus Ferns")], ["not a true fern"])

# palms and cycads
add("Chamaedorea elegans", ["Neanthe bella", "Collinia elegans"], ["parlor palm", "neanthe bella palm"], "palm",
    TRO("S", "D") + [conover(), mason(), ch("partial shade", "Neanthe"), grupp("low", "parlor palm")],
    ["AP-2014-LIGHT: named among the foliage plants to use where light is below about 500 fc (5,382 lux), too little for most flowering plants"])
add("Chamaedorea seifrizii", ["Chamaedorea erumpens"], ["bamboo palm", "reed palm"], "palm",
    TRO("S", "D") + [ev("WAPO-CONOVER-1978", "bamboo palm (C. erumpens) may survive up to 12 months in 'low light of 50 to 100 foot-candles'",
                         50, 100, "fc", "minimum", "figure")],
    ["C. erumpens is treated here as part of C. seifrizii; Tropicopia lists both with the same classes"])
add("Chamaedorea metallica", [], ["metallic palm", "miniature fishtail palm"], "palm", TRO("S", "D"))
add("Dypsis lutescens", ["Chrysalidocarpus lutescens"], ["areca palm", "butterfly palm", "golden cane palm"], "palm",
    TRO("F", "S"), ["Tropicopia rates full sun as ideal"])
add("Rhapis excelsa", ["Rhapis flabelliformis"], ["lady palm", "broadleaf lady palm"], "palm", TRO("S", "D"))
add("Caryota mitis", [], ["fishtail palm", "clustered fishtail palm"], "palm", TRO("S", "D"))
add("Phoenix roebelenii", [], ["pygmy date palm"], "palm", TRO("F", None))
add("Ravenea rivularis", [], ["majesty palm"], "palm", TRO("F", "S"))
add("Syagrus schizophylla", ["Arikuryroba schizophylla"], ["arikury palm", "parrot palm"], "palm", TRO("F", "S"))
add("Cycas revoluta", [], ["sago palm", "king sago"], "palm", TRO("F", None), ["a cycad, not a true palm"])

# ferns
add("Nephrolepis exaltata", ["Nephrolepis exaltata 'Bostoniensis'"], ["Boston fern", "sword fern"], "fern",
    TRO("S", "D") + [FERN(), s98905("Boston ferns")] + icar("medium", "Boston fern"),
    ["Tropicopia's ideal class starts at 3,200 lux; 98905 says it thrives at 100-200 fc (1,076-2,153 lux); "
     "the ICAR table gives 2,000-5,000 lux for good growth"])
add("Adiantum raddianum", ["Adiantum cuneatum"], ["delta maidenhair fern", "maidenhair fern"], "fern", TRO("S", "D") + [FERN()])
add("Adiantum hispidulum", [], ["rosy maidenhair", "Australian maidenhair"], "fern", TRO("S", "D") + [FERN()])
add("Asplenium nidus", [], ["bird's nest fern"], "fern", TRO("S", "D") + [FERN()])
add("Davallia canariensis", ["Davallia trichomanoides"], ["rabbit's foot fern", "hare's foot fern"], "fern",
    TRO("S", "D") + [FERN()], ["Tropicopia lists it as D. trichomanoides with D. canariensis as another name"])
add("Cyrtomium falcatum", [], ["Japanese holly fern", "holly fern"], "fern", TRO("S", "D") + [FERN()])
add("Platycerium bifurcatum", [], ["staghorn fern", "elkhorn fern"], "fern", TRO("S", "D") + [FERN()])
add("Pteris cretica", [], ["Cretan brake", "ribbon fern"], "fern", TRO("S", None) + [FERN()])
add("Pteris ensiformis", [], ["sword brake", "silver lace fern"], "fern", TRO("S", None) + [FERN()])
add("Blechnum gibbum", ["Lomaria gibba"], ["dwarf tree fern", "miniature tree fern"], "fern", TRO("S", "D") + [FERN()])
add("Polystichum tsussimense", ["Polystichum tsus-simense"], ["Korean rock fern", "Tsus-sima holly fern"], "fern",
    TRO("S", None) + [FERN()])
add("Didymochlaena truncatula", [], ["tree maidenhair fern", "mahogany fern"], "fern", TRO("F", "D") + [FERN()],
    ["Tropicopia's ideal (full sun) is unusual for a fern and is reported as found"])

# bromeliads
add("Aechmea fasciata", ["Billbergia rhodocyanea"], ["urn plant", "silver vase"], "flowering", TRO("S", "D") + [BROM()])
add("Guzmania lingulata", [], ["scarlet star", "guzmania"], "flowering", TRO("S", "D") + [BROM()],
    ["Tropicopia lists Guzmania cultivars"])
add("Vriesea splendens", [], ["flaming sword"], "flowering", TRO("S", "D") + [BROM()])
add("Neoregelia carolinae", [], ["blushing bromeliad"], "flowering", TRO("S", "D") + [BROM()])
add("Wallisia cyanea", ["Tillandsia cyanea"], ["pink quill"], "flowering", TRO("S", "D") + [BROM()])
add("Cryptanthus bivittatus", [], ["earth star"], "foliage", [BROM()],
    ["only a family-level source (Bromeliads)"])

# succulents
add("Crassula ovata", ["Crassula argentea", "Crassula portulacea"], ["jade plant", "money tree (jade)"], "succulent",
    TRO("F", "S") + [conover(), SUCC(), pollard(), grupp("high", "jade plant")],
    ["Conover's report has it surviving months at 50-100 fc; Illinois Extension says it needs bright light"])
add("Aloe vera", ["Aloe barbadensis"], ["aloe", "medicinal aloe", "burn plant"], "succulent", [SUCC(), pollard()],
    ["only a group-level source (Succulents) gives a figure",
     "UF-GS-ALOE (outdoors in Florida): grows best in full sun but tolerates some shade",
     "BIOSPHERE2-ALOE (indoors): does well in bright, indirect light; full sun may discolour the leaves",
     "the two care sheets disagree on full sun"])
add("Haworthiopsis fasciata", ["Haworthia fasciata"], ["zebra haworthia", "zebra plant (haworthia)"], "succulent", [SUCC(), pollard()],
    ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Haworthiopsis attenuata", ["Haworthia attenuata"], ["zebra cactus", "attenuata haworthia"], "succulent", [SUCC(), pollard()],
    ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Echeveria elegans", [], ["Mexican snowball", "hen and chicks (echeveria)"], "succulent",
    [SUCC(), pollard(), ev("ILLINOIS-BATES", "Echeverias (genus-level) 'can be grown in low-to-medium light conditions'; "
                           "the Extension's 'low light' is 75 fc", 75, 75, "fc", "minimum", "terms",
                           "genus", "Echeveria")],
    ["sources disagree widely: Charley's and Illinois Extension's succulent group statements ask for 1,000 and 300 fc, "
     "while an Illinois Extension educator says Echeverias (genus-level) can be grown in low to medium light (75-150 fc)"])
add("Sedum morganianum", [], ["burro's tail", "donkey's tail"], "succulent", TRO("F", "S") + [SUCC(), pollard()],
    ["Tropicopia rates full sun as ideal"])
add("Curio rowleyanus", ["Senecio rowleyanus"], ["string of pearls"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Kalanchoe blossfeldiana", [], ["flaming Katy", "florist kalanchoe"], "succulent", [SUCC(), pollard()],
    ["only group-level sources (succulents as a group: Charley's, Illinois Extension)",
     "NYBG-KALANCHOE: at least four hours of direct sun a day keeps it compact, a foot or two from a south window being "
     "best; cool temperatures and full sun make the flowers last longer; outdoors in summer it wants filtered shade"])
add("Kalanchoe tomentosa", [], ["panda plant", "pussy ears"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Kalanchoe daigremontiana", ["Bryophyllum daigremontianum"], ["mother of thousands"], "succulent", [SUCC(), pollard()],
    ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Portulacaria afra", [], ["elephant bush", "dwarf jade"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Euphorbia milii", [], ["crown of thorns"], "succulent", TRO("F", "S") + [SUCC(), pollard()],
    ["Tropicopia rates full sun as ideal; the AP column says it still flowers at about 500 fc, half the figure of "
     "Charley's group-level succulent minimum (1,000 fc)",
     "AP-2014-LIGHT: still flowers at about 500 fc (5,382 lux); a level for flowering, not for survival, so it sets no "
     "minimum"])
add("Euphorbia trigona", [], ["African milk tree"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Gasteria bicolor", ["Gasteria liliputana"], ["ox tongue", "gasteria"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Graptopetalum paraguayense", ["Sedum weinbergii"], ["ghost plant"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Aeonium arboreum", [], ["tree aeonium"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Lithops", [], ["living stones", "pebble plants"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Agave attenuata", [], ["fox tail agave", "dragon-tree agave"], "succulent", TRO("F", "S") + [SUCC(), pollard()])
add("Agave filifera", [], ["thread agave"], "succulent", TRO("F", "S") + [SUCC(), pollard()])
add("Agave striata", [], ["narrow-leaf agave", "Lilliput agave"], "succulent", TRO("F", "S") + [SUCC(), pollard()],
    ["Tropicopia lists the dwarf 'Nana'"])
add("Agave victoriae-reginae", [], ["Queen Victoria agave"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Pachypodium geayi", [], ["Madagascar palm"], "succulent", TRO("F", "S") + [SUCC(), pollard()], ["not a palm"])
add("Pachypodium lamerei", [], ["Madagascar palm (lamerei)"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])

# cacti
add("Cereus repandus", ["Cereus peruvianus"], ["Peruvian apple cactus", "tree cereus"], "cactus", TRO("F", "S") + [CACT()])
add("Echinocactus grusonii", ["Kroenleinia grusonii"], ["golden barrel cactus"], "cactus", TRO("F", None) + [CACT()])
add("Epiphyllum", ["Epiphyllum hybrids"], ["orchid cactus"], "cactus", TRO("S", "F") + [CACT()],
    ["a forest cactus: Tropicopia's ideal is strong light while Charley's cactus group asks for 1,000 fc or more"])
add("Mammillaria elongata", [], ["ladyfinger cactus", "gold lace cactus"], "cactus", [CACT()], ["only a group-level source (Cacti)"])
add("Mammillaria hahniana", [], ["old lady cactus"], "cactus", [CACT()], ["only a group-level source (Cacti)"])
add("Opuntia microdasys", [], ["bunny ears cactus", "angel's wings"], "cactus", [CACT()], ["only a group-level source (Cacti)"])
add("Gymnocalycium mihanovichii", [], ["moon cactus (grafted)", "chin cactus"], "cactus", [CACT()], ["only a group-level source (Cacti)"])
add("Astrophytum myriostigma", [], ["bishop's cap cactus"], "cactus", [CACT()], ["only a group-level source (Cacti)"])
add("Cephalocereus senilis", [], ["old man cactus"], "cactus", [CACT()], ["only a group-level source (Cacti)"])
add("Echinopsis chamaecereus", ["Chamaecereus silvestrii"], ["peanut cactus"], "cactus", [CACT()], ["only a group-level source (Cacti)"])
add("Ferocactus latispinus", [], ["devil's tongue barrel"], "cactus", [CACT()], ["only a group-level source (Cacti)"])
add("Espostoa lanata", [], ["Peruvian old man cactus"], "cactus", [CACT()], ["only a group-level source (Cacti)"])

# flowering
add("Anthurium andraeanum", ["Anthurium × andraeanum"], ["flamingo flower", "tailflower", "painter's palette"], "flowering",
    TRO("S", "D") + [ch("indirect sun", "Anthurium")])
add("Anthurium hookeri", ["Anthurium huegelii"], ["bird's nest anthurium"], "foliage", TRO("S", "D") + [ch("indirect sun", "Anthurium")])
add("Aeschynanthus radicans", ["Aeschynanthus lobbianus"], ["lipstick plant"], "flowering", TRO("S", "F"),
    ["Tropicopia says it tolerates full sun"])
add("Hoya carnosa", [], ["wax plant", "porcelain flower"], "flowering", TRO("S", "D") + [ch("partial sun", "Hoya")],
    ["Tropicopia's entry is the variegated cultivar 'Exotica'; Charley's statement is genus-level (Hoya)"])
add("Euphorbia pulcherrima", [], ["poinsettia"], "flowering", [ch("partial sun", "Poinsettia")], [])
add("Chrysanthemum × morifolium", ["Dendranthema grandiflorum", "Chrysanthemum morifolium"], ["florist's chrysanthemum", "pot mum"],
    "flowering", [ch("partial sun", "Chrysanthemum")])
add("Impatiens walleriana", [], ["busy Lizzie", "impatiens"], "flowering", [ch("partial sun", "Impatiens")], ["only a genus-level source"])
add("Cyclamen persicum", [], ["florist's cyclamen"], "flowering", [ch("indirect sun", "Cyclamen")])
add("Fuchsia × hybrida", ["Fuchsia hybrida"], ["fuchsia", "lady's eardrops"], "flowering", [ch("indirect sun", "Fuchsia")])
add("Hibiscus rosa-sinensis", [], ["Chinese hibiscus", "tropical hibiscus"], "flowering",
    TRO("F", "S") + [ch("direct sun", "Hibiscus")] + icar("very high", "Hibiscus"),
    ["Tropicopia rates the species itself (full sun ideal); Charley's and the ICAR table name the genus only (genus-level)"])
add("Streptocarpus ionanthus", ["Saintpaulia ionantha", "Saintpaulia"], ["African violet"], "flowering",
    [mg028()] + icar("medium", "African violet"),
    ["now placed in Streptocarpus; still sold as Saintpaulia",
     "EDIS-MG028: lower light for longer days also works; grown under lamps alone it wants about 600 fc for some 16 hours a day",
     "EDIS rules out direct sun but gives no figure for it, so no upper limit is derived",
     "EDIS's figure (about 10,800 lux) is roughly twice the top of the ICAR good-growth range (2,000-5,000 lux)",
     "AP-2014-LIGHT: still flowers at about 500 fc (5,382 lux); a level for flowering, not for survival, so it sets "
     "no minimum"])
add("Phalaenopsis", ["Doritaenopsis"], ["moth orchid", "phalaenopsis orchid"], "flowering",
    [ev("ORCHIDSAMORE-LIGHT", "Phalaenopsis: 1500 foot candles, the level given for bringing orchids into flower",
        1500, 1500, "fc", "ideal", "figure"),
     ev("HYVEE-PHAL", "in a home greenhouse, shade cloth should 'limit light levels to 1,000 - 1,500 foot candles'",
        1000, 1500, "fc", "maximum", "figure")],
    ["sold as hybrids of many species; both sources speak of the genus",
     "the nursery page says orchids also grow below its figures, which are for flowering, so no lower limit is known",
     "HYVEE-PHAL: in the home, an east or west window with only early or late sun, no midday sun",
     "both sources give 1,500 fc: the nursery as the one level it recommends for flowering (its table "
     "gives ranges where it means ranges, so this is a level, not 'at least'), Hy-Vee as the most to let "
     "through; the best light is one figure at its ceiling, so no light is known in which it thrives"])
add("Bougainvillea glabra", ["Bougainvillea"], ["bougainvillea", "paper flower"], "flowering",
    TRO("F", "S") + [ch("direct sun", "Bougainvillea")], ["Tropicopia lists Bougainvillea cultivars"])
add("Allamanda cathartica", ["Allamanda neriifolia"], ["golden trumpet"], "flowering", TRO("F", "S"),
    ["Tropicopia's entry is Allamanda 'nerifolia'; the species assignment here follows that entry"])
add("Hedychium coronarium", [], ["white ginger lily", "butterfly ginger"], "flowering", TRO("F", "S"))
add("Strelitzia nicolai", [], ["white bird of paradise", "giant bird of paradise"], "foliage", TRO("F", "S"))
add("Pelargonium × hortorum", ["Pelargonium hortorum"], ["zonal geranium", "geranium"], "flowering",
    [ch("direct sun shade", "Pelargonium")] + icar("very high", "Geranium"),
    ["the ICAR table says 'geranium' (Pelargonium as a houseplant) without a species"])
add("Jasminum polyanthum", [], ["pink jasmine", "winter jasmine (indoor)"], "flowering", [ch("direct sun shade", "Jasminum")],
    ["only a genus-level source"])
add("Oxalis triangularis", [], ["purple shamrock", "false shamrock"], "flowering", [ch("direct sun shade", "Oxalis")],
    ["only a genus-level source"])
add("Lantana camara", [], ["lantana", "shrub verbena"], "flowering", [ch("direct sun shade", "Lantana")])
add("Heliotropium arborescens", [], ["heliotrope", "cherry pie"], "flowering", [ch("direct sun shade", "Heliotropium")])
add("Coleus scutellarioides", ["Plectranthus scutellarioides", "Solenostemon scutellarioides"], ["coleus", "painted nettle"],
    "foliage", [ch("direct sun shade", "Coleus")])
add("Citrus × limon", ["Citrus limon"], ["lemon tree", "Meyer lemon (hybrid)"], "flowering", [ch("direct sun shade", "Citrus")],
    ["only a genus-level source"])
add("Citrus × microcarpa", ["Citrofortunella microcarpa", "Citrus mitis"], ["calamondin"], "flowering", [ch("direct sun shade", "Citrus")],
    ["only a genus-level source"])
add("Hippeastrum", ["Amaryllis (florist's)"], ["amaryllis (indoor bulb)", "hippeastrum"], "flowering",
    [ch("indirect sun", "Bulbs")], ["only a group-level source (bulbs)"])

# windowsill herbs
# Botanical-garden and extension notes on herbs as a group (hours of sun or window direction, no light figures).
HERB_NOTES = [
    "CBG-HERBS (group statement): most herbs need four to six hours of sun a day, or 14 hours under lamps; a south or "
    "south-west window is best",
    "ILLINOIS-HERBS-SILL (group statement): most herbs want six hours of full sun a day; a north window is usually too shaded",
]
add("Ocimum basilicum", [], ["basil", "sweet basil"], "herb", [herbs_group(True), keydiff(4000, 6000, "High")],
    ["the two sources disagree by about 3x; both ask for more light than a window usually gives"] + HERB_NOTES
    + ["CBG-HERBS: unlike the other herbs, basil does not do best right next to a cool windowpane"])
add("Petroselinum crispum", [], ["parsley"], "herb", [herbs_group(False), keydiff(2000, 4000, "Medium")], HERB_NOTES)
add("Mentha spicata", ["Mentha"], ["mint", "spearmint"], "herb", [herbs_group(True), keydiff(2000, 4000, "Medium")],
    ["sources speak of mint in general"] + HERB_NOTES)
add("Salvia rosmarinus", ["Rosmarinus officinalis"], ["rosemary"], "herb", [herbs_group(True)], HERB_NOTES)
add("Thymus vulgaris", [], ["thyme", "common thyme"], "herb", [herbs_group(False)], HERB_NOTES)
add("Allium schoenoprasum", [], ["chives"], "herb", [herbs_group(False)], HERB_NOTES)
add("Origanum vulgare", [], ["oregano"], "herb", [herbs_group(False)], HERB_NOTES)
add("Coriandrum sativum", [], ["cilantro", "coriander"], "herb", [herbs_group(False)], HERB_NOTES)
add("Salvia officinalis", [], ["sage", "garden sage"], "herb", [herbs_group(False)], HERB_NOTES)
add("Melissa officinalis", [], ["lemon balm"], "herb", [herbs_group(False)], HERB_NOTES)

# a few more with sources
add("Aglaonema crispum", ["Aglaonema roebelenii"], ["pewter plant", "painted drop-tongue"], "foliage",
    [ev("WAPO-CONOVER-1978", "pewter plant (A. roebelinii) may survive up to 12 months in 'low light of 50 to 100 foot-candles'",
        50, 100, "fc", "minimum", "figure")])
add("Anthurium superbum", ["Anthurium bellum"], ["bronze anthurium"], "foliage", TRO("S", "D") + [ch("indirect sun", "Anthurium")])
add("Nerium oleander", [], ["oleander", "rose bay"], "flowering", TRO("F", None),
    ["mostly a patio plant; Tropicopia rates full sun as ideal"])
add("Crassula perforata", [], ["string of buttons"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Curio radicans", ["Senecio radicans"], ["string of bananas"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])
add("Aristaloe aristata", ["Aloe aristata"], ["lace aloe", "torch plant"], "succulent", [SUCC(), pollard()], ["only group-level sources (succulents as a group: Charley's, Illinois Extension)"])

