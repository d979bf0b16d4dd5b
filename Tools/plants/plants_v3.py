"""Catalog changes for issue 13's last points: plants replaced, plants added, statements added.

REMOVED: plants on none of the pet-toxicity lists read (toxicity_v2.py, toxicity_v3.py) and not
named by issue 13, left out so that toxicity is known for both cats and dogs for at least 90% of
the catalog (docs/plant-catalog.md, "Pet toxicity"). Their transcribed statements stay in
statements_v1.py and plants_v2.py; build_catalog.py skips them.

NEW: common houseplants that ASPCA lists, added in their place, each with its light group and
its verdict (toxicity_v3.NEW). `S(...)` is plants_v2.S: one statement.

EXTRA: statements added to plants already in the catalog (plants_v2.EXTRA's counterpart).

SOURCES: the sources these statements cite.
"""
from plants_v2 import S, UMD_LOW_GENUS
from sources_v2 import src

REMOVED = {
    # Unlisted, and rarely a houseplant, or one of several of its genus or kind. Kept although
    # unlisted: the plants issue 13 names, the lipstick plant and mondo grass (whose light it
    # asks to correct), and bishop's cap and old lady cactus, which Data/plant-dli.json names.
    "Adiantum hispidulum", "Aechmea fasciata", "Aeonium arboreum", "Afrocarpus gracilior",
    "Agave attenuata", "Agave filifera", "Agave striata", "Agave victoriae-reginae", "Aglaonema crispum",
    "Allamanda cathartica", "Anthurium hookeri", "Anthurium superbum", "Aristaloe aristata",
    "Asparagus setaceus", "Blechnum gibbum", "Bougainvillea glabra", "Caryota mitis",
    "Cattleya", "Cereus repandus", "Chamaedorea metallica", "Coleus scutellarioides", "Crassula perforata",
    "Ctenanthe lubbersiana", "Echinopsis chamaecereus", "Epiphyllum", "Espostoa lanata", "Euphorbia trigona",
    "Ferocactus latispinus", "Gasteria bicolor", "Gymnocalycium mihanovichii", "Hedera canariensis",
    "Heliotropium arborescens", "Hibiscus rosa-sinensis", "Lithops", "Mammillaria elongata", "Oncidium", "Pachypodium geayi", "Pachypodium lamerei", "Paphiopedilum",
    "Polyscias scutellaria", "Polystichum tsussimense", "Portulacaria afra", "Radermachera sinica",
    "Strelitzia nicolai", "Syagrus schizophylla", "Vriesea splendens", "Wallisia cyanea", "Xanthosoma lindenii",
}

PEPEROMIA_LOW = S("GREENHOUSECOOP-PEPEROMIA", "tolerates", "most peperomias take low indirect light", cls="low",
                  scope="genus", about="Peperomia")
PEPEROMIA_SUN = S("BROWNS-PEPEROMIA", "sun", "bright indirect light or semi-shade; keep away from direct sun",
                  sun="none", scope="genus", about="Peperomia")
HAWORTHIA_SUN = S("SITE-98905-SUCCULENTS", "sun", "haworthia needs indirect sun at all times, as it sunburns easily",
                  sun="none", scope="genus", about="Haworthia")

# (botanical, synonyms, common names, kind, light group, statements)
NEW = [
    ("Peperomia griseoargentea", ["Peperomia hederifolia"], ["ivy peperomia", "silver-leaf peperomia"], "foliage",
     "tropical", [PEPEROMIA_LOW, PEPEROMIA_SUN]),
    ("Peperomia rotundifolia", [], ["trailing jade", "round-leaf peperomia"], "foliage", "tropical",
     [PEPEROMIA_LOW, PEPEROMIA_SUN]),
    ("Peperomia prostrata", [], ["string of turtles", "trailing peperomia"], "foliage", "tropical",
     [PEPEROMIA_LOW, PEPEROMIA_SUN]),
    ("Peperomia clusiifolia", [], ["red-edge peperomia", "jelly peperomia"], "foliage", "tropical",
     [PEPEROMIA_LOW, PEPEROMIA_SUN]),
    ("Pilea microphylla", [], ["artillery plant", "gunpowder plant"], "foliage", "tropical", []),
    ("Pilea nummulariifolia", [], ["creeping Charlie", "creeping pilea"], "foliage", "tropical", []),
    ("Episcia reptans", [], ["flame violet", "red flame violet"], "flowering", "gesneriad", []),
    ("Sinningia speciosa", ["Gloxinia speciosa"], ["florist's gloxinia", "gloxinia"], "flowering", "gesneriad", []),
    ("Gynura aurantiaca", [], ["purple passion", "velvet plant"], "foliage", "tropical", []),
    ("Cissus discolor", [], ["rex begonia vine", "climbing begonia"], "foliage", "tropical", []),
    ("Pellionia repens", ["Pellionia daveauana"], ["trailing watermelon begonia", "watermelon vine"], "foliage",
     "tropical", []),
    ("Plerandra elegantissima", ["Dizygotheca elegantissima", "Schefflera elegantissima"], ["false aralia",
                                                                                           "finger aralia"],
     "foliage", "tropical", []),
    ("Ludisia discolor", ["Haemaria discolor"], ["jewel orchid", "golden lace orchid"], "flowering", "orchid", []),
    ("Streptocarpus × hybridus", [], ["cape primrose", "streptocarpus"], "flowering", "gesneriad", []),
    ("Asplenium bulbiferum", [], ["mother fern", "hen and chickens fern"], "fern", "fern", []),
    ("Nephrolepis biserrata", [], ["macho fern", "giant sword fern"], "fern", "fern", []),
    ("Echeveria derenbergii", [], ["painted lady", "baby echeveria"], "succulent", "succulent", []),
    ("Pleiospilos bolusii", [], ["split rock", "living rock"], "succulent", "succulent", []),
    ("Orbea variegata", ["Stapelia variegata"], ["starfish flower", "toad plant"], "succulent", "succulent", []),
    ("Mammillaria vetula subsp. gracilis", ["Mammillaria gracilis", "Mammillaria fragilis"], ["thimble cactus"],
     "cactus", "cactus", []),
    ("Echinopsis oxygona", ["Echinopsis multiplex"], ["Easter lily cactus"], "cactus", "cactus", []),
    ("Selenicereus undatus", ["Hylocereus undatus"], ["dragon fruit", "night-blooming cereus", "pitaya"], "cactus",
     "cactus", []),
    ("Exacum affine", [], ["Persian violet", "German violet"], "flowering", "tropical", []),
    ("Masdevallia", [], ["masdevallia orchid", "kite orchid"], "flowering", "orchid", []),
    ("Hoya pubicalyx", [], ["pink silver hoya", "silver pink vine"], "foliage", "tropical", []),
    ("Haworthia cymbiformis", [], ["window haworthia", "cathedral window haworthia"], "succulent", "succulent",
     [HAWORTHIA_SUN]),
    ("Haworthia retusa", ["Aloe retusa"], ["cushion aloe", "star cactus"], "succulent", "succulent", [HAWORTHIA_SUN]),
    ("Gerbera jamesonii", [], ["gerbera", "Barberton daisy"], "flowering", "sun", []),
    ("Plectranthus oertendahlii", [], ["Swedish begonia", "prostrate coleus"], "foliage", "tropical", []),
    ("Guzmania musaica", [], ["mosaic vase", "mosaic guzmania"], "flowering", "bromeliad", []),
    ("Goeppertia makoyana", ["Calathea makoyana"], ["cathedral windows", "makoyana calathea"], "foliage",
     "marantaceae", []),
    ("Goeppertia zebrina", ["Calathea zebrina"], ["zebra calathea"], "foliage", "marantaceae", []),
    ("Goeppertia roseopicta", ["Calathea roseopicta"], ["rose-painted calathea"], "foliage", "marantaceae", []),
    ("Goeppertia crocata", ["Calathea crocata"], ["eternal flame", "saffron calathea"], "flowering", "marantaceae",
     []),
    ("Begonia maculata", [], ["polka dot begonia", "spotted begonia"], "foliage", "tropical", []),
    ("Adenium obesum", [], ["desert rose", "impala lily"], "succulent", "succulent", []),
    ("Dracaena surculosa", ["Dracaena godseffiana"], ["gold dust dracaena", "spotted dracaena"], "foliage",
     "dracaena", [UMD_LOW_GENUS("Dracaena")]),
    ("Rhododendron simsii", [], ["florist's azalea", "azalea"], "flowering", "tropical", []),
    ("Philodendron bipennifolium", ["Philodendron panduriforme"], ["horsehead philodendron",
                                                                  "fiddle-leaf philodendron"],
     "foliage", "aroid", [UMD_LOW_GENUS("Philodendron")]),
    ("Alocasia macrorrhizos", [], ["giant taro", "giant elephant ear"], "foliage", "aroid", []),
    ("Ficus binnendijkii", [], ["Alii fig", "narrow-leaf fig"], "foliage", "fig", []),
    ("Anthurium scherzerianum", ["Anthurium scherzeranum"], ["pigtail anthurium", "pigtail plant"], "flowering",
     "aroid", []),
    ("Cordyline australis", ["Dracaena australis"], ["cabbage tree", "spike dracaena"], "foliage", "dracaena", []),
    ("Zantedeschia aethiopica", [], ["calla lily", "arum lily"], "flowering", "sun", []),
    ("Alsobia dianthiflora", ["Episcia dianthiflora"], ["lace flower vine", "lace flower"], "flowering",
     "gesneriad", []),
    ("Ixora coccinea", [], ["flame of the woods", "jungle geranium"], "flowering", "sun", []),
    ("Trachycarpus fortunei", [], ["windmill palm", "Chusan palm"], "palm", "palm", []),
    ("Chlorophytum bichetii", [], ["St. Bernard's lily", "siam lily"], "foliage", "tropical", []),
    ("Cryptanthus zonatus", [], ["pheasant plant", "zebra earth star"], "foliage", "bromeliad", []),
    ("Neoregelia spectabilis", [], ["fingernail plant", "painted fingernail"], "flowering", "bromeliad", []),
    ("Phoenix canariensis", [], ["Canary Island date palm", "pineapple palm"], "palm", "palm", []),
]

# Statements for issue 13's data-quality points (lipstick plant, mondo grass and creeping fig
# taking full sun on one grade-C statement; spider plant too dark in low light) and for the
# consensus table's extension and botanical-garden rows (Tests/SolspotKitTests/Plants/Fixtures).
PURDUE_LOW = lambda who: S("PURDUE-PPDL", "survives", f"{who}: named among houseplants that can survive in low light",
                           cls="low")
UVM_LOW = lambda who: S("UVM-LOWLIGHT", "tolerates", f"{who}: named for low light conditions, to which it will "
                                                    "readily adapt", cls="low")

EXTRA = {
    "Aeschynanthus radicans": [
        S("TOPTROPICALS-AESCHYNANTHUS", "ideal", "needs plenty of light", cls="bright"),
        S("TOPTROPICALS-AESCHYNANTHUS", "sun", "plenty of light but not direct sunlight; grow in semi-shade",
          sun="none"),
        S("KPU-AESCHYNANTHUS", "sun", "exposure: part sun/part shade, filtered shade", sun="morning-or-filtered",
          scope="genus", about="Aeschynanthus"),
    ],
    "Ophiopogon japonicus": [
        S("SUNSET-MONDO", "sun", "mondo grass likes part to full shade", sun="morning-or-filtered"),
    ],
    "Schefflera arboricola": [
        S("MBG-SCHEFFLERA-ARBORICOLA", "sun", "outdoors it tolerates full sun but appreciates protection from direct "
                                              "sun in the heat of the day; indoor plants: bright light in curtain "
                                              "filtered sun, avoid direct sun", sun="morning-or-filtered"),
        S("MBG-SCHEFFLERA-ARBORICOLA", "ideal", "indoor plants are best placed in bright light at east, west or "
                                                "southern windows", cls="bright"),
    ],
    "Ficus pumila": [
        S("TXMG-CREEPINGFIG", "ideal", "indoors: a spot with bright indirect light or part shade", cls="bright"),
        S("TXMG-CREEPINGFIG", "sun", "indoors: protection from afternoon sun; outdoors prefers partial shade or "
                                     "dappled sun, tolerating full sun only in moist soil", sun="morning-or-filtered"),
    ],
    "Chlorophytum comosum": [
        S("MBG-CHLOROPHYTUM", "tolerates", "'Tolerate: Drought, Heavy Shade, Dry Soil'; sun: part shade to full "
                                           "shade", cls="low"),
        S("MBG-CHLOROPHYTUM", "ideal", "indoor plants need bright indirect sunlight", cls="bright"),
        S("MBG-CHLOROPHYTUM", "sun", "indoor plants need bright indirect sunlight; outdoors, light shade",
          sun="none"),
        S("TAMU-REFGUIDE", "ideal", "airplane plant: bright light, with some direct sunlight", cls="bright"),
        S("TAMU-REFGUIDE", "sun", "some direct sunlight; midday light may scorch leaves", sun="morning-or-filtered"),
    ],
    "Ficus elastica": [
        UVM_LOW("rubber plant"),
        S("TAMU-REFGUIDE", "tolerates", "rubber plant: will grow even under low light conditions", cls="low"),
        S("TAMU-REFGUIDE", "sun", "medium light or some daily sun", sun="morning-or-filtered"),
    ],
    "Aglaonema": [
        UVM_LOW("Chinese evergreen"),
        S("UVM-LOWLIGHT", "tolerates", "Aglaonema tolerates low to very low light", cls="low"),
        S("ILLINOIS-MASON", "tolerates", "Chinese evergreen: a durable low light plant", cls="low"),
        PURDUE_LOW("Aglaonema (Chinese evergreen)"),
    ],
    "Spathiphyllum": [
        UVM_LOW("peace lily"),
        S("UVM-HOUSEPLANTS", "tolerates", "peace lily: an example of a plant doing fine in low light", cls="low"),
        S("UF-GS-PEACELILY", "ideal", "keep your peace lily in a well-lit area", cls="bright"),
        S("UF-GS-PEACELILY", "sun", "a well-lit area, but out of direct sunlight", sun="none"),
    ],
    "Dracaena trifasciata": [
        UVM_LOW("snake plant"),
        S("UVM-HOUSEPLANTS", "tolerates", "snake plant: an example of a plant doing fine in low light", cls="low"),
        PURDUE_LOW("Sansevieria (snake plant)"),
    ],
    "Chamaedorea elegans": [
        S("ILLINOIS-MASON", "tolerates", "parlor palms are one of the few palms that tolerate low light", cls="low"),
        PURDUE_LOW("Chamaedorea (Neanthe bella palm)"),
    ],
    "Dieffenbachia seguine": [PURDUE_LOW("Dieffenbachia (dumbcane)")],
    "Syngonium podophyllum": [PURDUE_LOW("Syngonium (Nephthytis)")],
    "Epipremnum aureum": [PURDUE_LOW("pothos (devil's ivy)")],
    "Dracaena fragrans": [S("PURDUE-PPDL", "survives", "Dracaena: named among houseplants that can survive in low "
                                                        "light", cls="low", scope="genus", about="Dracaena")],
    "Nephrolepis exaltata": [
        S("TAMU-REFGUIDE", "ideal", "Boston fern: bright light", cls="bright"),
        S("TAMU-REFGUIDE", "sun", "bright light; avoid direct sunlight", sun="none"),
    ],
}

SOURCES = {
    "ASPCA": {
        "title": "ASPCA Animal Poison Control Center: toxic and non-toxic plants (per-plant listings)",
        "publisher": "ASPCA; read from four public copies of its listings: (1) the January 2015 scrape of every "
                     "listing page in rfong/plant-toxicity, file combined_data.json at commit "
                     "d37fa399f770b2b4a180b9b57523bf1bc6067d66 (cats and dogs); (2) a later copy of ASPCA's "
                     "cats plant list in corgdesign/safe-plants-for-cats, file plants.js at commit "
                     "b09aec4b34b33f70573629622f9f23a68e7a4676 (cats, toxic and non-toxic); (3) the toxic part of "
                     "ASPCA's cats, dogs and horse lists, with each listing's page, in "
                     "foldaway/toxic-plant-list-scraper, file toxicPlants.json at commit "
                     "5852ff8ba63e53d60931ba20f0f82bddb8651ee8 (September 2024); (4) the non-toxic part of "
                     "ASPCA's dogs list, with each listing's page, in 28Riptide12/dog-safe-plant-index, file "
                     "database/dog_safe_plants_scraped.json at commit 4b8a4b131d29bc74808f9484c72c5364aa1318fa "
                     "(2026). Per animal the newest copy that gives a verdict is used (docs/plant-catalog.md, "
                     "\"Pet toxicity\")",
        "url": "https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants",
        "kind": "aspca", "templated": False, "terms": {},
    },
    "KPU-AESCHYNANTHUS": src("Aeschynanthus spp. (lipstick plant): plant summary",
                             "Kwantlen Polytechnic University Plant Database",
                             "https://plantdatabase.kpu.ca/PlantPrint/aema", "database"),
    "TOPTROPICALS-AESCHYNANTHUS": src("Aeschynanthus radicans, lipstick plant", "Top Tropicals (nursery catalog)",
                                      "http://toptropicals.com/catalog/uid/AESCHYNANTHUS_RADICANS.htm", "other"),
    "SUNSET-MONDO": src("Versatile mondo grass", "Sunset magazine",
                        "https://www.sunset.com/garden/garden-basics/versatile-mondo-grass", "other"),
    "TXMG-CREEPINGFIG": src("Creeping fig (plant library)",
                            "Henderson County Master Gardeners, Texas A&M AgriLife Extension's Texas Master "
                            "Gardener program", "https://txmg.org/hendersonmg/plant-library/creeping-fig/",
                            "extension"),
    "MBG-CHLOROPHYTUM": src("Chlorophytum comosum (Plant Finder)", "Missouri Botanical Garden",
                            "https://www.missouribotanicalgarden.org/PlantFinder/PlantFinderDetails.aspx"
                            "?taxonid=281868", "botanical-garden"),
    "MBG-SCHEFFLERA-ARBORICOLA": src("Schefflera arboricola (Plant Finder culture notes, as reproduced)",
                                     "Missouri Botanical Garden; its culture text read as reproduced on a seed "
                                     "seller's listing (idseeds.com)",
                                     "https://www.idseeds.com/products/schefflera-arboricola-dwarf-umbrella-bonsai-"
                                     "tree-rare-10-seeds", "botanical-garden"),
    "UVM-LOWLIGHT": src("Low light houseplants", "University of Vermont Extension (Leonard Perry, Extension "
                                                 "Professor; Perry's Perennial Pages)",
                        "https://www.uvm.edu/pss/ppp/articles/lowlite.htm", "extension"),
    "UVM-HOUSEPLANTS": src("Houseplants (Perry's Perennial Pages article)",
                           "University of Vermont Extension (Leonard Perry, Extension Professor)",
                           "http://pss.uvm.edu/ppp/articles/houseplants.html", "extension"),
    "PURDUE-PPDL": src("Houseplants and low light (a question answered by the lab)",
                       "Purdue University Plant and Pest Diagnostic Laboratory (Purdue Extension)",
                       "http://www.ppdl.purdue.edu/PPDL/expert/Low_light_houseplants.html", "extension"),
    "ILLINOIS-MASON": src("Matching light levels to houseplants (The Homeowners Column)",
                          "University of Illinois Extension (Sandra Mason, State Master Gardener Coordinator)",
                          "https://web.extension.illinois.edu/cfiv/homeowners/031122.html", "extension")
    | {"terms": {"low light": {"min": 75, "max": 75, "unit": "fc"}}},
    "UF-GS-PEACELILY": src("Peace lily (Gardening Solutions plant page)", "University of Florida IFAS Extension",
                           "https://gardeningsolutions.ifas.ufl.edu/plants/houseplants/peace-lily/", "extension"),
    "PPH": {
        "title": "Pet Poison Helpline: poisons (per-plant pages)",
        "publisher": "Pet Poison Helpline (animal poison control center); read from the public copy of its pages in "
                     "kahmeeah/Pet-Toxins-API, file pet_toxins.db at commit "
                     "ec1201069884ffe01cf44f9ecb3fb0946e48ba58 (2025). It lists poisons only; used only for a plant "
                     "on none of ASPCA's lists, where its page names both cats and dogs",
        "url": "https://www.petpoisonhelpline.com/poisons/",
        "kind": "other", "templated": False, "terms": {},
    },
}
