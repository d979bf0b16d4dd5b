"""Catalog changes from the plant owner's trial of `solspot plants` (issue 13 follow-up).

Every statement here was read from the page its source names; `says` paraphrases it, quoting
only the words that are the evidence. `S(...)` is plants_v2.S: one statement.

NOTES: care notes added to catalog plants.
EXTRA: statements added to catalog plants (direct sun of plants that scorch, full-sun ratings
       that rested on one grade-C statement, monstera's and Christmas cactus's minimums).
GROUP_FIX: light groups corrected (jewel orchid is a terrestrial shade orchid, string of hearts
       a semi-succulent vine, not a desert succulent).
GROUPS: group rules replaced (forest cacti take a north window).
SOURCES: the sources these statements cite.
"""
from plants_v2 import S
from sources_v2 import src

BI = "https://biologyinsights.com/"

SOURCES = {
    "CBG-TRIBUNE-POTHOS": src(
        "Pothos plants are a beginning gardener's best friend (Chicago Tribune garden column)",
        "Chicago Botanic Garden (Tim Johnson, Senior Director of Horticulture), in the Chicago Tribune; read as "
        "the copy at allhealthyinfo.com",
        "https://allhealthyinfo.com/pothos-plants-are-a-beginning-gardeners-best-friend-chicago-tribune",
        "botanical-garden"),
    "MBG-LUDISIA": src("Ludisia discolor (Plant Finder)", "Missouri Botanical Garden",
                       "https://www.missouribotanicalgarden.org/PlantFinder/PlantFinderDetails.aspx?taxonid=264656",
                       "botanical-garden"),
    "WSBE-LUDISIA": src("Ludisia discolor - 365 days of orchids", "WSBE orchids (a school orchid project)",
                        "https://wsbeorchids.org/2021/ludisia-discolor-365-days-of-orchids-day-1775/", "other"),
    "MBG-CRASSULA": src("Crassula ovata (Plant Finder)", "Missouri Botanical Garden",
                        "https://missouribotanicalgarden.org/PlantFinder/PlantFinderDetails.aspx?taxonid=279445",
                        "botanical-garden"),
    "CBG-CRASSULA": src("Jade plant (Plant Finder, plant collections)", "Chicago Botanic Garden",
                        "https://chicagobotanic.org/plantcollections/plantfinder/crassula_ovata--jade_plant",
                        "botanical-garden"),
    "TAMU-CHRISTMAS-CACTUS": src(
        "Christmas cactus (A Reference Guide to Plant Care, Handling and Merchandising)",
        "Texas A&M AgriLife Extension, Aggie Horticulture",
        "https://aggie-horticulture.tamu.edu/ornamental/a-reference-guide-to-plant-care-handling-and-merchandising/"
        "selected-foliage-flowering-plants/flowering-plants/christmas-cactus/", "extension"),
    "TAMU-MONSTERA": src(
        "Split-leaf philodendron (A Reference Guide to Plant Care, Handling and Merchandising)",
        "Texas A&M AgriLife Extension, Aggie Horticulture",
        "https://aggie-horticulture.tamu.edu/ornamental/a-reference-guide-to-plant-care-handling-and-merchandising/"
        "selected-foliage-flowering-plants/foliage-plants/split-leaf-philodendron/", "extension"),
    "TAMU-CROTON": src(
        "Gold dust plant, Codiaeum variegatum pictum (A Reference Guide to Plant Care, Handling and Merchandising)",
        "Texas A&M AgriLife Extension, Aggie Horticulture",
        "https://aggie-horticulture.tamu.edu/ornamental/a-reference-guide-to-plant-care-handling-and-merchandising/"
        "selected-foliage-flowering-plants/foliage-plants/gold-dust-plant/", "extension"),
    "TAMU-CROWN-OF-THORNS": src(
        "Crown of thorns (A Reference Guide to Plant Care, Handling and Merchandising)",
        "Texas A&M AgriLife Extension, Aggie Horticulture",
        "https://aggie-horticulture.tamu.edu/ornamental/a-reference-guide-to-plant-care-handling-and-merchandising/"
        "selected-foliage-flowering-plants/flowering-plants/crown-of-thorns/", "extension"),
    "ISU-STEIL-HOLIDAY": src(
        "How to get blooms on your holiday cactus (news article quoting Aaron Steil, Iowa State University "
        "Extension horticulture specialist)", "Iowa State University Extension, as quoted on brightgram.com",
        "https://brightgram.com/state/iowa/6415010/how-to-get-blooms-on-your-holiday-cactus", "extension"),
    "CRAVEN-MG-HEDYCHIUM": src("Hedychium coronarium (plant sale page)",
                               "Craven County Extension Master Gardener Volunteers (N.C. Cooperative Extension)",
                               "https://www.cravenmastergardener.org/product-page/hedychium-coronarium", "extension"),
    "BIOINSIGHTS-MONSTERA": src("Can a Monstera tolerate low light?", "Biology Insights",
                                BI + "can-a-monstera-tolerate-low-light", "other"),
    "CARESHEETS-MONSTERA": src("House plant care and handling sheets: Monstera deliciosa (Swiss cheese)",
                               "a grower's care sheets, read as the docslib.org copy",
                               "https://docslib.org/doc/1929137/house-plant-care-and-handling-sheets-pdf", "other"),
    "BIOINSIGHTS-MAJESTY": src("Do majesty palms need a lot of light?", "Biology Insights",
                               BI + "do-majesty-palms-need-a-lot-of-light", "other"),
    "BIOINSIGHTS-PYGMY-DATE": src("What are the pygmy date palm light requirements?", "Biology Insights",
                                  BI + "what-are-the-pygmy-date-palm-light-requirements", "other"),
    "BIOINSIGHTS-SCHEFFLERA": src("How much light does a Schefflera need?", "Biology Insights",
                                  BI + "how-much-light-does-a-schefflera-need", "other"),
    "BIOINSIGHTS-BURRO": src("Does a burro's tail like full sun?", "Biology Insights",
                             BI + "does-a-burros-tail-like-full-sun", "other"),
    "SPROUT-CYCAS": src("Care sheet: Cycas revoluta (sago palm)", "Sprout Home",
                        "https://sprouthome.com/pages/care-sheet-cycas-revoluta-sago-palm", "other"),
    "HODGSON-BEAUCARNEA": src("Ponytail plant (Larry Hodgson, author of Houseplants for Dummies)",
                              "HowStuffWorks", "https://home.howstuffworks.com/ponytail-plant.htm", "other"),
    "ORLANDO-SENTINEL-CHAMAEDOREA": src("Neanthe bella palm (plant profile)", "Orlando Sentinel, 5 October 1985",
                                        "https://www.orlandosentinel.com/news/os-xpm-1985-10-05-0330310001-story.html",
                                        "other"),
    "PLANTCARE-CHAMAEDOREA": src("Plant spotlight: Chamaedorea", "plantcare.co.uk",
                                 "https://plantcare.co.uk/news/plant-spotlight-chamaedorea", "other"),
    "BOTANICAIRE-SANDERIANA": src("The lucky bamboo", "Botanicaire (plant shop)",
                                  "https://www.botanicaire.com/blogs/the-greenery-blog/the-lucky-bamboo", "other"),
}

# Direct-sun statements of plants the trial found "possible" in 30,000 lux of sun through glass.
EXTRA = {
    "Epipremnum aureum": [
        S("CBG-TRIBUNE-POTHOS", "sun", "pothos perform well in bright, indirect light as well as lower light; "
                                       "'They do not do well in direct sunlight though'", sun="none"),
    ],
    "Chamaedorea elegans": [
        S("ORLANDO-SENTINEL-CHAMAEDOREA", "sun", "tolerates the low light levels of the home but grows best in "
                                                 "brighter locations; 'Avoid the full sun exposures to prevent "
                                                 "leaf burn'", sun="none"),
        S("PLANTCARE-CHAMAEDOREA", "sun", "a location a little back from the windows because it 'cannot stand "
                                          "direct sunlight'", sun="none"),
    ],
    "Dracaena sanderiana": [
        S("BOTANICAIRE-SANDERIANA", "sun", "indirect lighting is best; 'Direct sunlight can cause the leaves to "
                                           "turn yellow and burn'", sun="none"),
    ],
    "Ludisia discolor": [
        S("MBG-LUDISIA", "needs", "a terrestrial orchid that 'requires warm, humid conditions throughout the year "
                                  "and intermediate light' (read as the medium class)", cls="medium"),
        S("MBG-LUDISIA", "sun", "intermediate light; 'If outside during warm weather it should be in shade'",
          sun="none"),
        S("WSBE-LUDISIA", "tolerates", "'an orchid of deep shade'; grown on a north-facing wall with virtually no "
                                       "direct sunlight", cls="low"),
        S("WSBE-LUDISIA", "sun", "virtually no direct sunlight at all", sun="none"),
    ],
    # Monstera: its own figures instead of the aroid group's rule.
    "Monstera deliciosa": [
        S("BIOINSIGHTS-MONSTERA", "tolerates", "true low light slows it to survival; 'the plant can tolerate a "
                                               "light intensity as low as 75 to 100 foot-candles'", lo=75, hi=100,
          unit="fc"),
        S("BIOINSIGHTS-MONSTERA", "ideal", "vigorous growth and large leaves at 400 to 1,000 foot-candles",
          lo=400, hi=1000, unit="fc"),
        S("CARESHEETS-MONSTERA", "needs", "'needs medium to bright light. It can survive in lower light, but the "
                                          "leaves won't split'", cls="medium"),
        S("CARESHEETS-MONSTERA", "sun", "'Keep it out of the direct sun'", sun="none"),
        S("TAMU-MONSTERA", "ideal", "'Bright, filtered light during active growing period'", cls="bright"),
        S("TAMU-MONSTERA", "sun", "bright, filtered light while growing; 'direct sunlight in winter'",
          sun="morning-or-filtered"),
    ],
    # Christmas cactus: the north window its sources name.
    "Schlumbergera × buckleyi": [
        S("TAMU-CHRISTMAS-CACTUS", "tolerates", "'Light: Bright to medium'", cls="medium"),
        S("HOUSEDIGEST-SCHLUM", "tolerates", "suits 'an east or north window' (a north window gives about 150 fc, "
                                             "Illinois Extension: the medium class)", cls="medium"),
        S("ISU-STEIL-HOLIDAY", "tolerates", "holiday cacti 'tolerate low light levels'", cls="low", scope="genus",
          about="Schlumbergera"),
    ],
    # Full sun on one grade-C statement, checked (docs/plant-catalog.md, "Ratings checked").
    "Crassula ovata": [
        S("MBG-CRASSULA", "ideal", "'Plants need bright light'; a houseplant for bright, dry areas", cls="bright"),
    ],
    "Codiaeum variegatum": [
        S("TAMU-CROTON", "sun", "'Bright light, with at least two or three hours of direct sunlight daily "
                                "necessary for good coloration' (its gold dust form)", sun="full"),
        S("TAMU-CROTON", "ideal", "bright light with some direct sun; does well in high-light living areas",
          cls="bright"),
    ],
    "Euphorbia milii": [
        S("TAMU-CROWN-OF-THORNS", "sun", "'Light: Bright, constant sunlight'", sun="full"),
    ],
    "Hedychium coronarium": [
        S("CRAVEN-MG-HEDYCHIUM", "sun", "'prefers medium to wet soils and full sun to part-shade'", sun="full"),
    ],
    "Beaucarnea recurvata": [
        S("HODGSON-BEAUCARNEA", "sun", "'it prefers full sun'; light requirement 'Full Sun to Filtered Light'",
          sun="full"),
    ],
    "Ravenea rivularis": [
        S("BIOINSIGHTS-MAJESTY", "sun", "bright, indirect light; 'direct, intense sunlight, especially through an "
                                        "unfiltered window, will scorch the delicate fronds'; an east window's "
                                        "morning sun is ideal", sun="morning-or-filtered"),
        S("BIOINSIGHTS-MAJESTY", "ideal", "six to eight hours of bright, filtered light a day", cls="bright"),
    ],
    "Phoenix roebelenii": [
        S("BIOINSIGHTS-PYGMY-DATE", "sun", "indoors bright, indirect light; 'Direct sunlight filtered through a "
                                           "window is often too concentrated and can quickly burn the fronds'; "
                                           "outdoors morning sun", sun="morning-or-filtered"),
    ],
    "Schefflera actinophylla": [
        S("BIOINSIGHTS-SCHEFFLERA", "sun", "bright, indirect light; an east window's gentle morning sun; set back "
                                           "from south or west windows", sun="morning-or-filtered"),
    ],
    "Sedum morganianum": [
        S("BIOINSIGHTS-BURRO", "sun", "direct sun only 'if it is the gentler morning sun'; 'Intense, unfiltered "
                                      "afternoon sun ... is too harsh'", sun="morning-or-filtered"),
    ],
    "Cycas revoluta": [
        S("SPROUT-CYCAS", "sun", "'prefers a little direct sunlight in the morning'", sun="morning-or-filtered"),
    ],
}

# Care notes: what a source says that no statement above carries. Jade plant keeps full sun, as a
# known sun lover (the grower's and Charley's ratings), although Missouri Botanical Garden rates it
# part shade; its words are kept here.
NOTES = {
    "Crassula ovata": [
        "MBG-CRASSULA: 'Sun: Part shade'; 'Plants need bright light, but appreciate some afternoon shade'; leaves "
        "may acquire red tints when grown in direct sun (Chicago Botanic Garden's page, CBG-CRASSULA, says the "
        "same)",
    ],
}

# Light groups that were wrong.
GROUP_FIX = {
    # A terrestrial orchid of the forest floor, not an epiphyte of bright shade.
    "Ludisia discolor": "tropical",
    # A semi-succulent vine from southern Africa grown in bright indirect light, not a desert succulent.
    "Ceropegia woodii": "tropical",
}

# Group rules replaced: forest cacti take medium light (a north window), not only bright light.
GROUPS = {
    "epicactus": ("forest (epiphytic) cacti", "medium", "bright", "morning-or-filtered", [
        ("HOUSEDIGEST-SCHLUM", "Christmas cactus: bright indirect light, such as an east or north window; a few "
                               "hours of morning sun are fine; afternoon sun scorches it"),
        ("TAMU-CHRISTMAS-CACTUS", "Christmas cactus: 'Light: Bright to medium'"),
        ("ISU-STEIL-HOLIDAY", "holiday cacti 'tolerate low light levels'"),
    ]),
}
