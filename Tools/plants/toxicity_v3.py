"""Pet toxicity read again for issue 13's 90% (docs/plant-catalog.md, "Pet toxicity").

Two more copies are read, after the three of toxicity_v2.py:
  [2026 dogs list]  28Riptide12/dog-safe-plant-index, file database/dog_safe_plants_scraped.json at
                    commit 4b8a4b131d29bc74808f9484c72c5364aa1318fa: the non-toxic part of ASPCA's
                    dogs plant list (https://www.aspca.org/pet-care/animal-poison-control/dogs-plant-list),
                    each listing with its scientific name and page. It gives only "non-toxic to dogs";
                    a plant missing from it is not thereby toxic.
  [Pet Poison Helpline]  kahmeeah/Pet-Toxins-API, file pet_toxins.db (SQLite, table `toxins`) at commit
                    ec1201069884ffe01cf44f9ecb3fb0946e48ba58: the Pet Poison Helpline's poison pages,
                    each with the animals it names. Used only for a plant on none of ASPCA's lists,
                    and only where the page names cats and dogs; it lists poisons, so a plant missing
                    from it stays unknown.

The rules of toxicity_v2.py hold: per animal the newest copy that gives a verdict wins; a listing of
the plant (accepted name or synonym) comes before one of its genus; another species' listing is never
applied. READINGS replaces the verdicts of toxicity_v2.py and statements_v1.py for the plants named;
PAGES gives each applied listing's scope and page. NEW gives the verdicts of the plants added in
plants_v3.py, each read from the copies named in its listing.
"""

def tox(cats, dogs, listing, note=None, source="ASPCA"):
    t = {"cats": cats, "dogs": dogs, "source": source, "listing": listing}
    return t | ({"note": note} if note else {})


N, T, U = "non-toxic", "toxic", "unknown"
A = "https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants/"
# The 2026 copy records the pages under ASPCA's newer path.
A26 = "https://www.aspca.org/pet-care/aspca-poison-control/toxic-and-non-toxic-plants/"
HERB = "listed as non-toxic on the cats list and on the 2026 dogs list"

READINGS = {
    # Cats from the cats list (2019), dogs from the 2026 dogs list.
    "Ocimum basilicum": tox(N, N, "Basil (Ocimum basilicum) [cats list; 2026 dogs list]"),
    "Coriandrum sativum": tox(N, N, "Cilantro (Coriandrum sativum) [cats list; 2026 dogs list]"),
    "Melissa officinalis": tox(N, N, "Lemon Balm (Melissa officinalis) [cats list; 2026 dogs list]"),
    "Salvia rosmarinus": tox(N, N, "Rosemary (listed as Rosmarinus officinalis) [cats list; 2026 dogs list]"),
    "Salvia officinalis": tox(N, N, "Sage (Salvia officinalis) [cats list; 2026 dogs list]"),
    "Thymus vulgaris": tox(N, N, "Thyme (Thymus vulgaris) [cats list; 2026 dogs list]"),
    "Goeppertia ornata": tox(N, N, "Calathea (Calathea spp., genus listing) [cats list; 2026 dogs list]"),
    "Goeppertia picturata": tox(N, N, "Calathea (Calathea spp., genus listing) [cats list; 2026 dogs list]"),
    "Goeppertia rufibarba": tox(N, N, "Calathea (Calathea spp., genus listing) [cats list; 2026 dogs list]"),
    "Goeppertia veitchiana": tox(N, N, "Calathea (Calathea spp., genus listing) [cats list; 2026 dogs list]"),
    "Araucaria heterophylla": tox(
        N, N, "Australian Pine (Araucaria heterophylla) [cats list; 2026 dogs list]",
        "the 2015 copy listed it as toxic to cats and dogs (also as Norfolk Island Pine); the later cats list "
        "and the 2026 dogs list list it as non-toxic, and it is on none of the 2024 toxic lists"),
    "Pachira aquatica": tox(
        U, N, "Money Tree (Pachira aquatica) [2026 dogs list]",
        "the cats verdict is unknown: of the copies read, only the 2026 dogs list lists this plant"),
    # On none of ASPCA's lists; the Pet Poison Helpline's page names dogs and cats.
    "Euphorbia milii": tox(
        T, T, "Crown of Thorns (Christ plant) [Pet Poison Helpline]",
        "on none of ASPCA's lists as read; the Pet Poison Helpline lists it as toxic to dogs and cats",
        source="PPH"),
}

PAGES = {
    "Ocimum basilicum": ("plant", A26 + "basil"),
    "Coriandrum sativum": ("plant", A26 + "cilantro"),
    "Melissa officinalis": ("plant", A26 + "lemon-balm"),
    "Salvia rosmarinus": ("plant", A26 + "rosemary"),
    "Salvia officinalis": ("plant", A26 + "sage"),
    "Thymus vulgaris": ("plant", A26 + "thyme"),
    "Goeppertia ornata": ("genus", A26 + "calathea"),
    "Goeppertia picturata": ("genus", A26 + "calathea"),
    "Goeppertia rufibarba": ("genus", A26 + "calathea"),
    "Goeppertia veitchiana": ("genus", A26 + "calathea"),
    "Araucaria heterophylla": ("plant", A26 + "australian-pine"),
    "Pachira aquatica": ("plant", A26 + "money-tree"),
    "Euphorbia milii": ("plant", "https://www.petpoisonhelpline.com/poison/crown-of-thorns/"),
}

# The plants added in plants_v3.py: botanical name -> (verdict, scope, page).
N15 = lambda listing, page, scope="plant": (tox(N, N, listing + " [2015; cats list]"), scope, A + page)
T24 = lambda listing, page, scope="plant": (tox(T, T, listing + " [2024 toxic lists]"), scope, A + page)
CAL = (tox(N, N, "Calathea (Calathea spp., genus listing) [cats list; 2026 dogs list]"), "genus", A26 + "calathea")

NEW = {
    "Peperomia griseoargentea": N15("Ivy Peperomia (Peperomia griseoargentea)", "ivy-peperomia"),
    "Peperomia rotundifolia": N15("Peperomia Rotundifolia (Peperomia rotundifolia)", "peperomia-rotundifolia"),
    "Peperomia prostrata": N15("Trailing Peperomia (listed as Peperomia prostata)", "trailing-peperomia"),
    "Peperomia clusiifolia": N15("Red Edge Peperomia (Peperomia clusiifolia)", "red-edge-peperomia"),
    "Pilea microphylla": N15("Artillery Plant (Pilea microphylla)", "artillery-plant"),
    "Pilea nummulariifolia": N15("Creeping Pilea (Pilea nummulariifolia)", "creeping-pilea"),
    "Episcia reptans": N15("Flame African Violet (Episcia reptans)", "flame-african-violet"),
    "Sinningia speciosa": N15("Gloxinia (Sinningia speciosa)", "gloxinia"),
    "Gynura aurantiaca": N15("Purple Passion Vine (listed as Gynura aurantica)", "purple-passion-vine"),
    "Cissus discolor": N15("Begonia, Climbing (listed as Cissus dicolor)", "begonia-climbing"),
    "Pellionia repens": N15("Begonia, Trailing (listed as Pellionia daveauana)", "begonia-trailing"),
    "Plerandra elegantissima": N15("False Aralia (listed as Dizygotheca elegantissima)", "false-aralia"),
    "Ludisia discolor": N15("Jewel Orchid (listed as Haemaria discolor)", "jewel-orchid"),
    "Streptocarpus × hybridus": N15("Cape Primrose (Streptocarpus spp., genus listing)", "cape-primrose", "genus"),
    "Asplenium bulbiferum": N15("Mother Fern (Asplenium bulbiferum)", "mother-fern"),
    "Nephrolepis biserrata": N15("Sword Fern (Nephrolepis biserrata)", "sword-fern"),
    "Echeveria derenbergii": N15("Maroon Chenille Plant (Echeveria derenbergii)", "maroon-chenille-plant"),
    "Pleiospilos bolusii": N15("Living Rock Cactus (Pleiospilos bolusii)", "living-rock-cactus"),
    "Orbea variegata": N15("Toad Spotted Cactus (listed as Stapelia variegata)", "toad-spotted-cactus"),
    "Mammillaria vetula subsp. gracilis": N15("Thimble Cactus (listed as Mammillaria fragilis)", "thimble-cactus"),
    "Echinopsis oxygona": N15("Easter Lily Cactus (listed as Echinopsis multiplex)", "easter-lily-cactus"),
    "Selenicereus undatus": N15("Night Blooming Cereus (listed as Hylocereus undatus)", "night-blooming-cereus"),
    "Exacum affine": N15("Persian Violet (Exacum affine)", "persian-violet"),
    "Masdevallia": N15("Tailed Orchid (Masdevallia spp., genus listing)", "tailed-orchid", "genus"),
    "Hoya pubicalyx": N15("Silver Pink Vine (Hoya pubicalyx)", "silver-pink-vine"),
    "Haworthia cymbiformis": N15("Haworthia (Haworthia species, genus listing)", "haworthia", "genus"),
    "Haworthia retusa": N15("Cushion Aloe (listed as Aloe retusa)", "cushon-aloe"),
    "Gerbera jamesonii": N15("Gerber Daisy (Gerbera jamesonii)", "gerber-daisy"),
    "Plectranthus oertendahlii": N15("Prostrate Coleus (listed as Plectranthus oetendahlii)", "prostrate-coleus"),
    "Guzmania musaica": N15("Mosaic Vase (Guzmania musaica)", "mosaic-vase"),
    "Goeppertia makoyana": CAL,
    "Goeppertia zebrina": CAL,
    "Goeppertia roseopicta": CAL,
    "Goeppertia crocata": CAL,
    "Begonia maculata": T24("Begonia (Begonia spp., genus listing)", "begonia", "genus"),
    "Adenium obesum": T24("Desert Rose (Adenium obesum)", "desert-rose"),
    "Dracaena surculosa": T24("Gold Dust Dracaena (Dracaena surculosa)", "gold-dust-dracaena"),
    "Rhododendron simsii": T24("Azalea (Rhododendron spp., genus listing)", "azalea", "genus"),
    "Philodendron bipennifolium": T24("Horsehead Philodendron (Philodendron bipennifolium)", "horsehead-philodendron"),
    "Alocasia macrorrhizos": T24("Alocasia (Alocasia spp., genus listing)", "alocasia", "genus"),
    "Ficus binnendijkii": T24("Weeping Fig (Ficus sp., genus listing)", "weeping-fig", "genus"),
    "Anthurium scherzerianum": T24("Flamingo Flower (listed as Anthurium scherzeranum)", "flamingo-flower"),
    "Cordyline australis": T24("Giant Dracaena (Cordyline australis)", "giant-dracaena"),
    "Zantedeschia aethiopica": T24("Calla Lily (Zantedeschia aethiopica)", "calla-lily"),
    "Alsobia dianthiflora": N15("Lace Flower Vine (listed as Episcia dianthiflora)", "lace-flower-vine"),
    "Ixora coccinea": N15("Flame of the Woods (Ixora coccinea)", "flame-woods"),
    "Trachycarpus fortunei": N15("Windmill Palm (Trachycarpus fortunei)", "windmill-palm"),
    "Chlorophytum bichetii": N15("Chlorophytum Bichetti (listed as Chlorophytum bichetti)", "chlorophytum-bichetti"),
    "Cryptanthus zonatus": N15("Pheasant Plant (Cryptanthus zonatus)", "pheasant-plant"),
    "Neoregelia spectabilis": N15("Fingernail Plant (Neoregelia spectabilis)", "fingernail-plant"),
    "Phoenix canariensis": N15("Canary Date Palm (Phoenix canariensis)", "canary-date-palm"),
}
