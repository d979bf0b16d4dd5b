"""Sources, light classes and group rules added for format 2 of the catalog.

Every statement here was read from the page named in its source (docs/plant-catalog.md,
"Sources"); `says` paraphrases it, quoting only a few words where the words are the evidence.
"""

# ------------------------------------------------------------------ sources
def src(title, publisher, url, kind):
    return {"title": title, "publisher": publisher, "url": url, "kind": kind, "templated": False, "terms": {}}

SOURCES = {
    "ILLINOIS-LIGHTING": src(
        "Houseplants: lighting", "University of Illinois Extension",
        "https://extension.illinois.edu/houseplants/lighting", "extension")
    | {"terms": {"low light": {"min": 75, "max": 75, "unit": "fc"},
                 "medium (average) light": {"min": 150, "max": 150, "unit": "fc"},
                 "high or bright light": {"min": 300, "max": 300, "unit": "fc"},
                 "direct": {"min": 1500, "max": 1500, "unit": "fc"}}},
    "UMD-LIGHTING": src(
        "Lighting for indoor plants: plants for low light (the Extension's list, as reproduced)",
        "University of Maryland Extension (Maryland Grows), text reproduced at howtoplantation.com",
        "https://howtoplantation.com/plant-care/lighting/", "extension"),
    "ANGELFIRE-FERNS": src("Light requirements of house ferns", "angelfire.com (nutramedic)",
                           "http://www.angelfire.com/biz3/nutramedic/light.html", "other"),
    "PLANTGUELPH-FERNS": src("Ferns", "Plant Guelph (garden centre)", "https://www.plantguelph.com/ferns", "other"),
    "SITE-98905-CACTI": src("How to grow cacti indoors", "98905.com (home-garden article)",
                            "https://98905.com/plants-flowers-herbs/growing-cactus/22208.html", "other"),
    "SITE-98905-SUCCULENTS": src("Light for succulents indoors", "98905.com (home-garden article)",
                                 "https://98905.com/plants-flowers-herbs/growing-cactus/103789.html", "other"),
    "ALTMAN-LIGHT": src("Light requirements (cacti and succulents)", "Altman Plants (grower)",
                        "https://shopaltmanplants.com/pages/light-requirements", "other"),
    "FAIRFAX-MG-CITRUS": src(
        "Got the winter blues? Try growing a citrus indoors",
        "Fairfax County Master Gardeners (Virginia Cooperative Extension); read as the docslib.org copy",
        "https://docslib.org/doc/2576868/try-growing-a-citrus-indoors", "extension"),
    "LINK-CITRUS": src("Planting, maintaining dwarf citrus trees (Carol Link on gardening)", "The Gadsden Times",
                       "https://www.gadsdentimes.com/news/20191227/carol-link-on-gardening-planting-maintaining-dwarf-citrus-trees",
                       "other"),
    "KPU-OLEA": src("Olea europaea (hardy olive): plant summary", "Kwantlen Polytechnic University Plant Database",
                    "https://plantdatabase.kpu.ca/plant/printableSummary/1476", "database"),
    "TROPGARD-OLIVE": src("Olive - Olea europaea", "Tropical Gardens (grower plant profile)",
                          "http://tropgard.com/plant-profiles/239-olive-olea-europaea", "other"),
    "MISFITS-OLIVE": src("Common olive tree (Olea europaea)", "Misfits and Matcha plant shop",
                         "https://plantshop.misfitsandmatcha.com/products/common-olive-tree-olea-europaea", "other"),
    "MAGICVALLEY-STRELITZIA": src("Strelitzia reginae - bird of paradise", "Magic Valley Gardens",
                                  "https://www.magicvalleygardens.com/products/strelitzia-reginae-bird-of-paradise", "other"),
    "BIOINSIGHTS-STRELITZIA": src("Do birds of paradise like full sun?", "Biology Insights",
                                  "https://biologyinsights.com/do-birds-of-paradise-like-full-sun", "other"),
    "HQA-PACHIRA": src("What is Pachira aquatica?", "HomeQuestionsAnswered",
                       "https://homequestionsanswered.com/what-is-pachira-aquatica.htm", "other"),
    "INTERFLORA-PACHIRA": src("Pachira aquatica", "flowers.org.uk (Interflora)",
                              "http://www.flowers.org.uk/plants/plants-by-name/m-p/pachira-aquatica/", "other"),
    "FORESTLAKE-TILLANDSIA": src("Garden talk: air plants (Tillandsia)", "Forest Lake Greenhouses",
                                 "http://www.forestlakegreenhouses.com/garden_talk", "other"),
    "ABOUTFLOWERS-SPATH": src("Spathiphyllum (peace lily)", "aboutflowers.com (Society of American Florists)",
                              "https://aboutflowers.com/spathiphyllum/", "other"),
    "BOSCOS-CALATHEA": src("Calathea", "Bosco's Garden Center", "https://boscosgardencenter.com/products/4-calathea",
                           "other"),
    "EXOTICSOUQ-MARANTA": src("Calathea Maranta", "Exotic Plant Souq",
                              "https://exoticplantsouq.ae/product/calathea-maranta/", "other"),
    "BIOINSIGHTS-PHAL": src("Do Phalaenopsis orchids need sunlight?", "Biology Insights",
                            "https://biologyinsights.com/do-phalaenopsis-orchids-need-sunlight", "other"),
    "HOUSEDIGEST-SCHLUM": src("Prevent your indoor Christmas cactus from dying with this critical plant care tip",
                              "House Digest",
                              "https://housedigest.com/1471636/indoor-christmas-cactus-plant-care-keep-away-heat", "other"),
    "YHP-FICUS-GINSENG": src("Ficus microcarpa ginseng", "yourhouseplants.co",
                             "https://yourhouseplants.co/ficus-ginseng-in-glass-moss-11-5c", "other"),
    "ARBORETUM-HOWEA": src("Howea forsterana (kentia palm)", "Arizona arboretums plant list",
                           "http://arizona-arboretums.org/plantlist/howea.htm", "botanical-garden"),
    "TERRAFORMA-HOWEA": src("Howea forsteriana", "Terraforma (nursery)",
                            "https://www.terraforma.ae/shop/product/howea-forsteriana/", "other"),
    "GREENHOUSECOOP-PEPEROMIA": src("Peperomia care", "The Greenhouse Co-op",
                                    "https://www.greenhousecoop.com/plants/peperomia-care", "other"),
    "BROWNS-PEPEROMIA": src("Peperomia", "Brown's Florist", "https://brownsflorist.com/peperomia/", "other"),
    "SPROUT-PILEA": src("Pilea peperomioides care sheet", "Sprout Home",
                        "https://sprouthome.com/pages/pilea-peperomioides-care-sheet", "other"),
    "PUMPKINBETH-PILEA": src("Pilea peperomioides", "Pumpkin Beth", "https://www.pumpkinbeth.com/plants/pilea-peperomioides/",
                             "other"),
    "HPP-CEROPEGIA": src("How much light does a string of hearts need?", "houseplantpal.com",
                         "https://houseplantpal.com/light-demand/how-much-light-does-a-string-of-hearts-need", "other"),
    "BIOINSIGHTS-SCINDAPSUS": src("What are the satin pothos light requirements?", "Biology Insights",
                                  "https://biologyinsights.com/what-are-the-satin-pothos-light-requirements", "other"),
    "SUNSHINE-MONSTERA": src("Monstera", "Sunshine Express (grower)",
                             "https://sunshine-express.ca/cgi-bin/product.cgi?variety=Monstera&vid=4040&product=Tropicals&cid=10",
                             "other"),
    "PETALREP-ARECA": src("Areca palm light requirements", "Petal Republic",
                          "https://www.petalrepublic.com/areca-palm-light-requirements/", "other"),
    "BIOINSIGHTS-RUBBER": src("Do rubber plants like direct sunlight?", "Biology Insights",
                              "https://biologyinsights.com/do-rubber-plants-like-direct-sunlight", "other"),
    "BIOINSIGHTS-FIDDLE": src("What kind of light does a fiddle leaf fig need?", "Biology Insights",
                              "https://biologyinsights.com/what-kind-of-light-does-a-fiddle-leaf-fig-need", "other"),
    "PLANTLIFE-DIDYMO": src("Didymochlaena truncatula (mahogany maidenhair fern)", "Plantlife Ireland",
                            "https://plantlifeireland.com/product/didymochlaena-truncatula-mahogany-maidenhair-fern-in-6cm-pot/",
                            "other"),
    "BURFORD-DIDYMO": src("Didymochlaena truncatula", "Burford Garden Company",
                          "https://www.burford.co.uk/products/didymochlaena-truncatula", "other"),
}

# ------------------------------------------------------------ light classes
# The catalog's reading of class words that a source gives without numbers of its own
# (docs/plant-catalog.md, "Class words"). Each class is a range in foot-candles; `None` is open.
CLASSES = {
    "low": {"min": 25, "max": 100, "sources": ["CHARLEYS", "ILLINOIS-LIGHTING"],
            "says": "extension 'low light' is 25-100 fc; Illinois Extension's typical low light is 75 fc; "
                    "Charley's lowest class is 25-50 fc"},
    "medium": {"min": 100, "max": 300, "sources": ["ILLINOIS-LIGHTING"],
               "says": "above low light and below Illinois Extension's high or bright light (300 fc); its typical "
                       "medium light is 150 fc"},
    "bright": {"min": 300, "max": None, "sources": ["ILLINOIS-LIGHTING"],
               "says": "Illinois Extension's high or bright light, 300 fc, in front of an east or west window; "
                       "no upper end"},
    "sun": {"min": 1000, "max": None, "sources": ["CHARLEYS", "ILLINOIS-LIGHTING"],
            "says": "direct sun: Charley's 'direct sun' plants need at least 1,000 fc; Illinois Extension's direct "
                    "light is 1,500 fc in a south window"},
}

# ------------------------------------------------------------- group rules
# What holds for a plant's group, used where no statement about the plant or its genus gives a
# figure. Each rule: name, tolerated class, ideal class, direct sun, and the statements it rests on
# (source, words). A rule is one sourced statement per source.
GROUPS = {
    "aroid": ("aroids (arum family)", "medium", "bright", "none", [
        ("UMD-LIGHTING", "names eight aroid genera (Aglaonema, Dieffenbachia, Epipremnum, Homalomena, Philodendron, "
                         "Spathiphyllum, Syngonium, Zamioculcas) among plants for low light"),
        ("TAMU-REFGUIDE", "heartleaf philodendron: bright, filtered light, but not direct sunlight"),
        ("ABOUTFLOWERS-SPATH", "peace lily: bright, indirect light; too much direct sun may burn spots on the leaves"),
    ]),
    "marantaceae": ("the prayer-plant family (Marantaceae: Calathea, Goeppertia, Maranta, Ctenanthe)", "low", "medium",
                    "none", [
        ("BOSCOS-CALATHEA", "low to bright indirect light; they do poorly in direct sun, which can bleach the leaves"),
        ("EXOTICSOUQ-MARANTA", "never set in direct sunlight, which scorches the leaves; generally tolerant of lower light"),
    ]),
    "fern": ("ferns", "medium", "medium", "none", [
        ("ANGELFIRE-FERNS", "medium light or at most bright filtered light; direct sun scorches the fronds; a dark "
                            "corner only for two or three weeks"),
        ("PLANTGUELPH-FERNS", "bright but indirect light; a north or east window, or out of direct sun from a west or "
                              "south window"),
    ]),
    "palm": ("indoor palms", "medium", "bright", "morning-or-filtered", [
        ("UMD-LIGHTING", "names parlor palm (Chamaedorea), kentia (Howea) and lady palm (Rhapis) among plants for low "
                         "light"),
        ("PETALREP-ARECA", "areca palm: bright, indirect light; some direct sun but not in the hottest part of the day"),
    ]),
    "dracaena": ("dracaenas and cordylines", "low", "bright", "morning-or-filtered", [
        ("UMD-LIGHTING", "names Dracaena among plants for low light"),
        ("ILLINOIS-GRUPP-2006", "names Dracaena as a medium-light plant"),
    ]),
    "fig": ("indoor figs (Ficus)", "medium", "bright", "morning-or-filtered", [
        ("YHP-FICUS-GINSENG", "ginseng ficus thrives in bright light, tolerates partial shade, must avoid strong direct sun"),
        ("TAMU-REFGUIDE", "weeping fig: medium light or some daily sun"),
    ]),
    "tropical": ("tropical foliage and flowering houseplants", "medium", "bright", "none", [
        ("UMD-LIGHTING", "medium-light plants suit an east window or a spot near a west window, out of direct light"),
        ("GREENHOUSECOOP-PEPEROMIA", "peperomias: medium to bright indirect light; not suited to intense direct sun"),
    ]),
    "gesneriad": ("gesneriads (African violet and relatives)", "medium", "bright", "none", [
        ("EDIS-MG028", "African violet: best growth and flowering in bright light (about 1,000 fc) without direct sun"),
    ]),
    "bromeliad": ("bromeliads", "medium", "bright", "morning-or-filtered", [
        ("CHARLEYS", "bromeliads: 'indirect sun' group, on a sunless windowsill or near a bright window, at least "
                     "250-500 fc"),
        ("FORESTLAKE-TILLANDSIA", "air plants: bright but filtered light; not in direct summer sun"),
    ]),
    "orchid": ("epiphytic orchids", "medium", "bright", "morning-or-filtered", [
        ("BIOINSIGHTS-PHAL", "Phalaenopsis: medium or bright shade, 1,000-1,500 fc; an east window's gentle morning sun; "
                             "direct, unfiltered sun damages the leaves"),
        ("ORCHIDSAMORE-LIGHT", "gives each orchid genus a light level for flowering, from about 1,000-1,500 fc "
                               "(Phalaenopsis) up"),
    ]),
    "epicactus": ("forest (epiphytic) cacti", "bright", "bright", "morning-or-filtered", [
        ("HOUSEDIGEST-SCHLUM", "Christmas cactus: requires bright indirect light to flower; a few hours of morning sun "
                               "are fine; afternoon sun scorches it"),
    ]),
    "succulent": ("desert succulents", "bright", "sun", "full", [
        ("ILLINOIS-POLLARD", "succulents need at least six hours of bright light a day"),
        ("ALTMAN-LIGHT", "the brightest light or sunniest window; not shady corners or north windows; at least four to "
                         "six hours of strong light"),
        ("SITE-98905-SUCCULENTS", "succulents need light and heat and part of the day in the hot sun"),
    ]),
    "cactus": ("desert cacti", "bright", "sun", "full", [
        ("SITE-98905-CACTI", "full sun, such as a south-facing window"),
        ("ALTMAN-LIGHT", "the brightest light or sunniest window; not shady corners or north windows"),
    ]),
    "herb": ("kitchen and Mediterranean herbs", "bright", "sun", "full", [
        ("CBG-HERBS", "most herbs need four to six hours of sun a day; a south or south-west window is best"),
        ("ILLINOIS-HERBS-SILL", "most herbs want six hours of full sun a day; a north window is usually too shaded"),
    ]),
    "citrus": ("citrus", "bright", "sun", "full", [
        ("FAIRFAX-MG-CITRUS", "at least five to six hours of direct sun in a south or south-west window; in lower light "
                              "it will not flower or fruit"),
        ("LINK-CITRUS", "at least eight hours of sunlight a day; indoors near a south-facing window"),
    ]),
    "sun": ("sun-loving shrubs and trees", "bright", "sun", "full", [
        ("CHARLEYS", "'direct sun' plants (Hibiscus, Bougainvillea and others) need at least 1,000 fc, 6-8 hours of sun"),
    ]),
}
