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
    let model = try ErrorModel.builtIn()
    let budget = model.budget(calibration: catalog.generic.calibration, pointLux: 1_000)
    let all = budget.distribution()
    let comparable = budget.distribution(of: [.scene, .random])
    #expect(comparable.upwardSigma == 0)
    #expect(comparable.symmetricSigma < all.symmetricSigma)
    // What stays: the spot-specific geometry and the repeatability.
    let scene = try #require(model.templates["scene"]).nominalSigmaEV
    let repeatability = try #require(model.templates["repeatability"]).nominalSigmaEV
    let degrees = try #require(model.templates["scene"]).degrees
    #expect(degrees == 3)
    let expected = LogErrorDistribution(
      spread: ErrorSpread(sigma: scene, degrees: degrees) + ErrorSpread(sigma: repeatability))
    #expect(comparable == expected)
    // The shared geometry, the camera's constant, smudges and protectors cancel.
    for id in ["geometry", "calibrationConstant", "smudge", "attenuation"] {
      #expect(budget[id]?.kind == .device, "\(id)")
    }
    #expect(budget["scene"]?.kind == .scene)
  }

  @Test("a model without a required component is rejected")
  func missing() {
    #expect(throws: DataError.self) { try ErrorModel(templates: []) }
  }

  @Test("degrees on a half-normal component are refused with the shape they need and the one given")
  func degreesOnlyForNormal() {
    let template = ErrorModel.Template(
      id: "attenuation", kind: .device, shape: .halfNormalUp,
      nominalSigmaEV: 0.2, measuredSigmaEV: 0.2, appliesTo: "always", basis: "assumption",
      degrees: 3)
    #expect(
      throws: DataError(
        file: "error-model.json", field: "components[0].degrees",
        reason: .onlyWith("shape", value: "normal", not: "halfNormalUp"))
    ) { try ErrorModel(templates: [template]) }
  }

  @Test("a nominal budget's components rest on the words the data file and the profile state")
  func statedBasis() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let model = try ErrorModel.builtIn()
    let calibration = catalog.generic.calibration
    let budget = model.budget(calibration: calibration, pointLux: 1_000)
    #expect(budget["calibrationConstant"]?.basis == .stated(calibration.sigmaBasis))
    let smudge = try #require(model.templates["smudge"])
    #expect(budget["smudge"]?.basis == .stated(smudge.basis))
  }
}
