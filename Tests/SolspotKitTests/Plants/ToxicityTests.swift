import Testing

@testable import SolspotKit

/// The built-in catalog's pet toxicity (docs/plant-catalog.md, "Pet toxicity"): every verdict
/// read from an ASPCA listing (or, for a plant ASPCA does not list, a Pet Poison Helpline page),
/// and well-known plants carrying the listing's verdict.
@Suite("Pet toxicity in the built-in catalog")
struct ToxicityTests {
  let catalog: PlantCatalog

  init() throws {
    catalog = try PlantCatalog.builtIn()
  }

  /// Where the copies of ASPCA's listings record a listing's page (`url` in the catalog).
  static let pages =
    "https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants/"
  /// The same pages under ASPCA's newer path, as the 2026 dogs list records them.
  static let newerPages =
    "https://www.aspca.org/pet-care/aspca-poison-control/toxic-and-non-toxic-plants/"
  /// Where the Pet Poison Helpline's pages are.
  static let helplinePages = "https://www.petpoisonhelpline.com/poison/"

  @Test(
    "every known verdict names its source and says whether the listing names the plant or its genus"
  )
  func sourced() {
    for plant in catalog.plants {
      let toxicity = plant.toxicity
      if toxicity.isKnown {
        #expect(["ASPCA", "PPH"].contains(toxicity.source), "\(plant.id)")
        #expect(toxicity.listing?.isEmpty == false, "\(plant.id)")
        #expect(toxicity.scope != nil, "\(plant.id)")
        let prefixes =
          toxicity.source == "PPH" ? [Self.helplinePages] : [Self.pages, Self.newerPages]
        if let url = toxicity.url {
          #expect(prefixes.contains { url.hasPrefix($0) }, "\(plant.id)")
        }
      } else {
        #expect(
          toxicity.source == nil && toxicity.scope == nil && toxicity.url == nil, "\(plant.id)")
      }
    }
  }

  @Test("known for both cats and dogs: the measured count, and the issue's 90 %")
  func coverage() {
    let known = catalog.plants.filter(\.toxicity.isKnownForBoth).count
    let genus = catalog.plants.filter { $0.toxicity.scope == .genus }.count
    // Measured figures, stated in docs/plant-catalog.md ("Pet toxicity").
    #expect(known >= 191)
    #expect(genus == 55)
    #expect(Double(known) >= 0.9 * Double(catalog.plants.count))
    #expect(catalog.plants.count >= 200)
  }

  /// One well-known plant and its ASPCA listing.
  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let cats: PlantToxicity.Status
    let dogs: PlantToxicity.Status
    let scope: PlantToxicity.Scope?
    /// The listing's page, as the copy read records it; `nil` when the copy has none.
    let page: String?
    var testDescription: String { name }

    init(
      _ name: String, _ cats: PlantToxicity.Status, _ dogs: PlantToxicity.Status,
      _ scope: PlantToxicity.Scope?, page: String?
    ) {
      self.name = name
      self.cats = cats
      self.dogs = dogs
      self.scope = scope
      self.page = page.map { ToxicityTests.pages + $0 }
    }

    /// A row whose listing was read from the 2026 dogs list, under ASPCA's newer path.
    init(
      _ name: String, _ cats: PlantToxicity.Status, _ dogs: PlantToxicity.Status,
      _ scope: PlantToxicity.Scope?, newerPage: String
    ) {
      self.name = name
      self.cats = cats
      self.dogs = dogs
      self.scope = scope
      self.page = ToxicityTests.newerPages + newerPage
    }
  }

  @Test(
    "well-known plants carry their ASPCA listing's verdict",
    arguments: [
      Row("pothos", .toxic, .toxic, .plant, page: "golden-pothos"),
      Row("spider plant", .nonToxic, .nonToxic, .plant, page: "spider-plant"),
      Row("Boston fern", .nonToxic, .nonToxic, .plant, page: "boston-fern"),
      Row("peace lily", .toxic, .toxic, .plant, page: "peace-lily"),
      Row("rattlesnake plant", .nonToxic, .nonToxic, .plant, page: "calathea-lancifolia"),
      // The "Calathea spp." genus listing: cats from the cats list, dogs from the 2026 dogs list.
      Row("pinstripe calathea", .nonToxic, .nonToxic, .genus, newerPage: "calathea"),
      Row("basil", .nonToxic, .nonToxic, .plant, newerPage: "basil"),
      Row("jade", .toxic, .toxic, .plant, page: "jade-plant"),
      Row("African violet", .nonToxic, .nonToxic, .genus, page: "african-violet"),
      Row("snake plant", .toxic, .toxic, .plant, page: "snake-plant"),
      Row("parlor palm", .nonToxic, .nonToxic, .plant, page: "parlor-palm"),
      Row("aloe", .toxic, .toxic, .plant, page: "aloe"),
      Row("Christmas cactus", .nonToxic, .nonToxic, .plant, page: "christmas-cactus"),
      Row("monstera", .toxic, .toxic, .plant, page: "swiss-cheese-plant"),
      Row("baby rubber plant", .nonToxic, .nonToxic, .plant, page: "baby-rubber-plant"),
      Row("English ivy", .toxic, .toxic, .plant, page: "english-ivy"),
      Row("cast iron plant", .nonToxic, .nonToxic, .plant, page: "cast-iron-plant"),
      Row("kentia palm", .nonToxic, .nonToxic, .plant, page: "kentia-palm"),
      // Non-toxic in the 2015 copy, toxic in the cats list and the 2024 toxic lists.
      Row("iron cross begonia", .toxic, .toxic, .plant, page: "iron-cross-begonia"),
      Row("mint", .toxic, .toxic, .genus, page: "mint"),
      Row("weeping fig", .toxic, .toxic, .genus, page: "weeping-fig"),
      Row("jewel orchid", .nonToxic, .nonToxic, .plant, page: "jewel-orchid"),
      // Only the 2026 dogs list lists it: cats unknown, never safe.
      Row("money tree", .unknown, .nonToxic, .plant, newerPage: "money-tree"),
      // On none of the copies read: unknown, never safe.
      Row("ZZ plant", .unknown, .unknown, nil, page: nil),
      Row("croton", .unknown, .unknown, nil, page: nil),
    ])
  func wellKnown(_ row: Row) throws {
    let plant = try #require(catalog.plant(named: row.name))
    #expect(plant.toxicity.cats == row.cats)
    #expect(plant.toxicity.dogs == row.dogs)
    #expect(plant.toxicity.scope == row.scope)
    #expect(plant.toxicity.url == row.page)
    #expect(plant.toxicity.isPetSafe == (row.cats == .nonToxic && row.dogs == .nonToxic))
  }

  @Test("a plant on none of ASPCA's lists takes the Pet Poison Helpline's page, toxic only")
  func helpline() throws {
    let thorns = try #require(catalog.plant(named: "crown of thorns"))
    #expect(thorns.toxicity.source == "PPH")
    #expect(thorns.toxicity.cats == .toxic && thorns.toxicity.dogs == .toxic)
    #expect(thorns.toxicity.url == Self.helplinePages + "crown-of-thorns/")
    let helpline = catalog.plants.filter { $0.toxicity.source == "PPH" }
    #expect(helpline.map(\.id) == ["euphorbia-milii"])
  }
}
