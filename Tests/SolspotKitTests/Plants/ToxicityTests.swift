import Testing

@testable import SolspotKit

/// The built-in catalog's pet toxicity (docs/plant-catalog.md, "Pet toxicity"): every verdict
/// read from an ASPCA listing, and well-known plants carrying the listing's verdict.
@Suite("Pet toxicity in the built-in catalog")
struct ToxicityTests {
  let catalog: PlantCatalog

  init() throws {
    catalog = try PlantCatalog.builtIn()
  }

  /// Where the copies of ASPCA's listings record a listing's page (`url` in the catalog).
  static let pages =
    "https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants/"

  @Test(
    "every known verdict names its source and says whether the listing names the plant or its genus"
  )
  func sourced() {
    for plant in catalog.plants {
      let toxicity = plant.toxicity
      if toxicity.isKnown {
        #expect(toxicity.source == "ASPCA", "\(plant.id)")
        #expect(toxicity.listing?.isEmpty == false, "\(plant.id)")
        #expect(toxicity.scope != nil, "\(plant.id)")
        if let url = toxicity.url { #expect(url.hasPrefix(Self.pages), "\(plant.id)") }
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
    #expect(known >= 129)
    #expect(genus == 44)
    withKnownIssue(
      """
      Issue 13 asks for 90 % (189 of 209); the ASPCA copies read list 129. The rest are not on \
      ASPCA's lists as read (docs/plant-catalog.md, "Pet toxicity"), and no plant is guessed.
      """
    ) {
      #expect(Double(known) >= 0.9 * Double(catalog.plants.count))
    }
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
  }

  @Test(
    "well-known plants carry their ASPCA listing's verdict",
    arguments: [
      Row("pothos", .toxic, .toxic, .plant, page: "golden-pothos"),
      Row("spider plant", .nonToxic, .nonToxic, .plant, page: "spider-plant"),
      Row("Boston fern", .nonToxic, .nonToxic, .plant, page: "boston-fern"),
      Row("peace lily", .toxic, .toxic, .plant, page: "peace-lily"),
      Row("rattlesnake plant", .nonToxic, .nonToxic, .plant, page: "calathea-lancifolia"),
      // The cats list's "Calathea spp." genus listing; no copy read gives dogs a verdict.
      Row("pinstripe calathea", .nonToxic, .unknown, .genus, page: nil),
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
      // On none of the copies read: unknown, never safe.
      Row("ZZ plant", .unknown, .unknown, nil, page: nil),
      Row("money tree", .unknown, .unknown, nil, page: nil),
    ])
  func wellKnown(_ row: Row) throws {
    let plant = try #require(catalog.plant(named: row.name))
    #expect(plant.toxicity.cats == row.cats)
    #expect(plant.toxicity.dogs == row.dogs)
    #expect(plant.toxicity.scope == row.scope)
    #expect(plant.toxicity.url == row.page)
    #expect(plant.toxicity.isPetSafe == (row.cats == .nonToxic && row.dogs == .nonToxic))
  }
}
