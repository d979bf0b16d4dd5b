"""ASPCA toxicity re-read for issue 13 (docs/plant-catalog.md, "Pet toxicity").

Three public copies of the ASPCA Animal Poison Control Center's plant listings are read
(SOURCES["ASPCA"] in statements_v1.py names them with their commits):
  [2015]              rfong/plant-toxicity combined_data.json: every listing page, cats and dogs;
  [cats list]         corgdesign/safe-plants-for-cats plants.js: the cats list, toxic and non-toxic;
  [2024 toxic lists]  foldaway/toxic-plant-list-scraper toxicPlants.json: the toxic part of the
                      cats, dogs and horse lists, with each listing's page.
Rules, per animal: the newest copy that gives the animal a verdict wins (the 2024 copy gives only
"toxic"; a plant missing from it is not thereby non-toxic); a listing of the plant (its accepted
name or a synonym) comes before a listing of its genus as a whole; a listing of another species
of the genus is not applied.

READINGS replaces the verdict of statements_v1.TOXICITY or plants_v2.NEW for the plants whose
verdict the newer copies change. PAGES gives each listing that was applied its scope ("plant" or
"genus") and, where a copy records it, the address of its page; the 2015 and 2024 copies record
addresses, the cats list does not.
"""

def tox(cats, dogs, listing, note=None):
    t = {"cats": cats, "dogs": dogs, "source": "ASPCA", "listing": listing}
    return t | ({"note": note} if note else {})


T24 = lambda listing, note=None: tox("toxic", "toxic", listing + " [2024 toxic lists]", note)

READINGS = {
    "Allium schoenoprasum": T24("Chives (Allium schoenoprasum)"),
    "Begonia masoniana": T24(
        "Iron Cross Begonia (Begonia masoniana)",
        "the 2015 copy listed it as non-toxic; the later cats list and the 2024 toxic lists list it as toxic, "
        "as ASPCA's Begonia spp. genus listing does"),
    "Begonia rex-cultorum": T24(
        "Rex Begonia (Begonia rex)",
        "the 2015 copy listed it as non-toxic; the later cats list and the 2024 toxic lists list it as toxic, "
        "as ASPCA's Begonia spp. genus listing does"),
    "Mentha spicata": T24("Mint (Mentha sp., genus listing)"),
    "Origanum vulgare": T24("Oregano (listed as Origanum vulgare hirtum)"),
    "Lavandula angustifolia": T24("Lavender (listed as Lavendula angustifolia)"),
    "Dracaena reflexa": tox(
        "non-toxic", "non-toxic", "Malaysian Dracaena (listed as Pleomele reflexa) [2015]",
        "a listing of the species, which comes before ASPCA's Dracaena spp. genus listing (toxic); the later "
        "cats list lists Malaysian Dracaena (Dracaena reflexa) as non-toxic to cats as well"),
    "Fittonia albivenis": tox(
        "non-toxic", "non-toxic", "Nerve Plant (listed as Fittonia verschaffeltii) [cats list; 2015]",
        "the same listing (title and common names) named Bertolonia mosaica in the 2015 copy, non-toxic to "
        "cats and dogs; the later cats list names Fittonia verschaffeltii"),
    "Araucaria heterophylla": tox(
        "non-toxic", "toxic", "Australian Pine (Araucaria heterophylla) [cats list; 2015]",
        "cats: the later cats list lists it as non-toxic, and it is on none of the 2024 toxic lists; dogs: only "
        "the 2015 copy gives a verdict (toxic, also as Norfolk Island Pine and House Pine)"),
}

# Listing pages: botanical name -> (scope, address or None).
A = "https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants/"
PAGES = {
    "Aglaonema": ("plant", A + "chinese-evergreen"),
    "Allium schoenoprasum": ("plant", A + "chives"),
    "Alocasia × amazonica": ("genus", A + "alocasia"),
    "Alocasia zebrina": ("genus", A + "alocasia"),
    "Aloe vera": ("plant", A + "aloe"),
    "Aphelandra squarrosa": ("plant", A + "saffron-spike-zebra"),
    "Araucaria heterophylla": ("plant", A + "australian-pine"),
    "Asparagus densiflorus": ("plant", A + "emerald-feather"),
    "Aspidistra elatior": ("plant", A + "cast-iron-plant"),
    "Beaucarnea recurvata": ("plant", A + "pony-tail"),
    "Begonia masoniana": ("plant", A + "iron-cross-begonia"),
    "Begonia rex-cultorum": ("plant", A + "rex-begonia"),
    "Caladium bicolor": ("plant", A + "caladium"),
    "Cephalocereus senilis": ("plant", A + "old-man-cactus"),
    "Chamaedorea elegans": ("plant", A + "parlor-palm"),
    "Chlorophytum comosum": ("plant", A + "spider-plant"),
    "Chrysanthemum × morifolium": ("genus", A + "chrysanthemum"),
    "Cissus rhombifolia": ("plant", A + "grape-ivy"),
    "Citrus × aurantiifolia": ("plant", A + "lime"),
    "Citrus × limon": ("plant", A + "lemon"),
    "Citrus × microcarpa": ("plant", A + "calamondin-orange"),
    "Citrus × sinensis": ("plant", A + "orange"),
    "Clivia miniata": ("plant", A + "kaffir-lily"),
    "Cordyline fruticosa": ("plant", A + "ti-plant"),
    "Coriandrum sativum": ("plant", None),
    "Crassula arborescens": ("plant", A + "silver-dollar"),
    "Crassula ovata": ("plant", A + "jade-plant"),
    "Cryptanthus bivittatus": ("plant", A + "earth-star"),
    "Curio radicans": ("genus", A + "groundsel"),
    "Curio rowleyanus": ("genus", A + "groundsel"),
    "Cycas revoluta": ("plant", A + "sago-palm"),
    "Cyclamen persicum": ("genus", A + "cyclamen"),
    "Cyrtomium falcatum": ("plant", A + "japanese-holly-fern"),
    "Davallia canariensis": ("genus", A + "rabbits-foot-fern"),
    "Dieffenbachia seguine": ("genus", A + "dieffenbachia"),
    "Dionaea muscipula": ("plant", A + "venus-fly-trap"),
    "Dracaena angolensis": ("genus", A + "dracaena"),
    "Dracaena fragrans": ("plant", A + "corn-plant"),
    "Dracaena marginata": ("plant", A + "madagascar-dragon-tree"),
    "Dracaena reflexa": ("plant", A + "malaysian-dracaema"),
    "Dracaena sanderiana": ("genus", A + "dracaena"),
    "Dracaena trifasciata": ("plant", A + "snake-plant"),
    "Dracaena zeylanica": ("genus", A + "dracaena"),
    "Dypsis lutescens": ("plant", A + "areca-palm"),
    "Echeveria elegans": ("plant", A + "hens-and-chickens"),
    "Epidendrum ibaguense": ("plant", A + "fiery-reed-orchid"),
    "Epipremnum aureum": ("plant", A + "golden-pothos"),
    "Euphorbia pulcherrima": ("plant", A + "poinsettia"),
    "Euphorbia tirucalli": ("plant", A + "pencil-cactus"),
    "Fatsia japonica": ("plant", A + "japanese-aralia"),
    "Ficus benjamina": ("genus", A + "weeping-fig"),
    "Ficus elastica": ("genus", A + "weeping-fig"),
    "Ficus lyrata": ("genus", A + "weeping-fig"),
    "Ficus microcarpa": ("genus", A + "weeping-fig"),
    "Ficus pumila": ("genus", A + "weeping-fig"),
    "Fittonia albivenis": ("plant", A + "nerve-plant"),
    "Fuchsia × hybrida": ("genus", A + "ladies-ear-drops"),
    "Gardenia jasminoides": ("plant", A + "gardenia"),
    "Goeppertia insignis": ("plant", A + "calathea-lancifolia"),
    "Goeppertia ornata": ("genus", None),
    "Goeppertia picturata": ("genus", None),
    "Goeppertia rufibarba": ("genus", None),
    "Goeppertia veitchiana": ("genus", None),
    "Graptopetalum paraguayense": ("plant", A + "ghost-plant"),
    "Guzmania lingulata": ("plant", A + "orange-star"),
    "Haworthia margaritifera": ("plant", A + "pearl-plant"),
    "Haworthiopsis attenuata": ("genus", A + "haworthia"),
    "Haworthiopsis fasciata": ("plant", A + "zebra-haworthia"),
    "Hedera helix": ("plant", A + "english-ivy"),
    "Hedychium coronarium": ("plant", A + "butterfly-ginger"),
    "Hippeastrum": ("genus", A + "barbados-lily"),
    "Howea belmoreana": ("plant", A + "belmore-sentry-palm"),
    "Howea forsteriana": ("plant", A + "kentia-palm"),
    "Hoya carnosa": ("plant", A + "honey-plant"),
    "Hoya kerrii": ("plant", A + "sweetheart-hoya"),
    "Hypoestes phyllostachya": ("plant", A + "polka-dot-plant"),
    "Impatiens walleriana": ("genus", A + "impatience-plant"),
    "Iresine herbstii": ("plant", A + "bloodleaf"),
    "Jasminum polyanthum": ("genus", A + "jasmine"),
    "Kalanchoe blossfeldiana": ("genus", A + "kalanchoe"),
    "Kalanchoe daigremontiana": ("genus", A + "kalanchoe"),
    "Kalanchoe delagoensis": ("plant", A + "chandelier-plant"),
    "Kalanchoe tomentosa": ("genus", A + "kalanchoe"),
    "Lantana camara": ("plant", A + "lantana"),
    "Lavandula angustifolia": ("plant", A + "lavender"),
    "Melissa officinalis": ("plant", None),
    "Mentha spicata": ("genus", A + "mint"),
    "Monstera deliciosa": ("plant", A + "swiss-cheese-plant"),
    "Musa acuminata": ("plant", A + "banana"),
    "Nematanthus gregarius": ("genus", A + "nematanthus-spp"),
    "Neoregelia carolinae": ("genus", A + "blushing-bromeliad"),
    "Nephrolepis cordifolia": ("plant", A + "duffii-fern"),
    "Nephrolepis exaltata": ("plant", A + "boston-fern"),
    "Nerium oleander": ("plant", A + "oleander"),
    "Ocimum basilicum": ("plant", None),
    "Opuntia microdasys": ("genus", A + "tree-cactus"),
    "Origanum vulgare": ("plant", A + "oregano"),
    "Oxalis triangularis": ("genus", A + "shamrock-plant"),
    "Pelargonium × hortorum": ("genus", A + "geranium"),
    "Pellaea rotundifolia": ("plant", A + "cliff-brake"),
    "Peperomia argyreia": ("plant", A + "watermelon-peperomia"),
    "Peperomia caperata": ("plant", A + "emerald-ripple-peperomia"),
    "Peperomia obtusifolia": ("plant", A + "baby-rubber-plant"),
    "Petroselinum crispum": ("plant", A + "spring-parsley"),
    "Phalaenopsis": ("genus", A + "phalaenopsis-orchid"),
    "Philodendron erubescens": ("genus", A + "philodendron-pertusum"),
    "Philodendron gloriosum": ("genus", A + "philodendron-pertusum"),
    "Philodendron hederaceum": ("plant", A + "cordatum"),
    "Philodendron pinnatifidum": ("genus", A + "philodendron-pertusum"),
    "Phoenix roebelenii": ("plant", A + "miniature-date-palm"),
    "Pilea cadierei": ("plant", A + "aluminum-plant"),
    "Pilea involucrata": ("plant", A + "friendship-plant"),
    "Platycerium bifurcatum": ("plant", A + "common-staghorn-fern"),
    "Plectranthus verticillatus": ("plant", A + "swedish-ivy"),
    "Pteris cretica": ("genus", A + "silver-table-fern"),
    "Pteris ensiformis": ("genus", A + "silver-table-fern"),
    "Ravenea rivularis": ("plant", A + "majesty-palm"),
    "Rhapis excelsa": ("plant", A + "lady-palm"),
    "Rhipsalis baccifera": ("plant", A + "mistletoe-cactus"),
    "Salvia officinalis": ("plant", None),
    "Salvia rosmarinus": ("plant", None),
    "Schefflera actinophylla": ("plant", A + "umbrella-tree"),
    "Schefflera arboricola": ("genus", A + "schefflera"),
    "Schlumbergera × buckleyi": ("plant", A + "christmas-cactus"),
    "Scindapsus pictus": ("plant", A + "satin-pothos"),
    "Sedum morganianum": ("plant", A + "burros-tail"),
    "Selaginella kraussiana": ("plant", A + "club-moss"),
    "Soleirolia soleirolii": ("plant", A + "paddys-wig"),
    "Spathiphyllum": ("plant", A + "peace-lily"),
    "Stephanotis floribunda": ("plant", A + "madagascar-jasmine"),
    "Strelitzia reginae": ("plant", A + "bird-paradise-flower"),
    "Streptocarpus ionanthus": ("genus", A + "african-violet"),
    "Syngonium podophyllum": ("plant", A + "arrow-head-vine"),
    "Thaumatophyllum bipinnatifidum": ("plant", A + "lacy-tree-philodendron"),
    "Thaumatophyllum xanadu": ("genus", A + "philodendron-pertusum"),
    "Thymus vulgaris": ("plant", None),
    "Tolmiea menziesii": ("plant", A + "piggy-back-plant"),
    "Yucca gigantea": ("genus", A + "yucca"),
    "Zamia furfuracea": ("plant", A + "cardboard-palm"),
}
