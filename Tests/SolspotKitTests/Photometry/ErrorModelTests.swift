import Testing

@testable import SolspotKit

@Suite("Error model")
struct ErrorModelTests {
  @Test("the built-in model has every component with a stated basis")
  func builtIn() throws {
    let model = try ErrorModel.builtIn()
    for id in ErrorModel.requiredIDs {
      let template = try #require(model.templates[id])
      #expect(
        template.basis.hasPrefix("Assumption") || template.basis.contains("("),
        "every number is sourced or labelled an assumption: \(id)")
    }
    #expect(model.templates["attenuation"]?.shape == .halfNormalUp)
    #expect(model.templates["scene"]?.kind == .scene)
    #expect(model.templates["repeatability"]?.kind == .random)
  }

  @Test("device components cancel in a same-device comparison; scene and random stay")
  func kinds() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let budget = try ErrorModel.builtIn().budget(
      calibration: catalog.generic.calibration, pointLux: 1_000)
    let all = budget.distribution()
    let comparable = budget.distribution(of: [.scene, .random])
    #expect(comparable.upwardSigma == 0)
    #expect(comparable.symmetricSigma < all.symmetricSigma)
    let expected = (0.2 * 0.2 + 0.1 * 0.1).squareRoot()
    #expect(abs(comparable.symmetricSigma - expected) < 1e-12)
  }

  @Test("a model without a required component is rejected")
  func missing() {
    #expect(throws: DataError.self) { try ErrorModel(templates: []) }
  }
}
