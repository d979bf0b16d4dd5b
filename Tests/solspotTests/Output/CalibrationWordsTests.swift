import Testing

@testable import SolspotKit
@testable import solspot

/// A fit's figures and the words a measured profile records, as the CLI writes them.
@Suite("Calibration figures and provenance in words")
struct CalibrationWordsTests {
  @Test("a constant to three figures, zeros kept, a power of ten far from 1")
  func constant() {
    #expect(Calibration.constantText(10_637) == "1.06e4")
    #expect(Calibration.constantText(9_996) == "1.00e4")
    #expect(Calibration.constantText(2.5) == "2.50")
    #expect(Calibration.constantText(0.000_123_4) == "1.23e-4")
  }

  @Test("decades rounded down to a tenth")
  func decades() {
    #expect(CalibrationFit.decadesText(20...1_800) == "1.9")
    #expect(CalibrationFit.decadesText(10...10_000) == "3.0")
  }

  @Test("a fit's provenance names its pairs, meter, date, range and σ's parts")
  func provenance() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let observations = (0..<10).map { index in
      let lux = 20 * Math.pow(10, 3 * Double(index) / 9)
      return CalibrationObservation(
        reading: .exposureValue(ev100: Math.log2(lux / 2.5), bias: 0), referenceLux: lux,
        line: index + 2)
    }
    let fit = try CalibrationFit(
      observations: observations, profile: catalog.generic, model: .builtIn())
    let source = fit.constantSource(referenceMeter: " Sekonic C-800 ", date: "2026-03-14")
    #expect(source.hasPrefix("Fit of 10 paired readings against Sekonic C-800 on 2026-03-14 "))
    #expect(source.hasSuffix("lux"))
    #expect(fit.sigmaBasis.hasPrefix("Measured: standard error of the mean over 10 readings, "))
    #expect(fit.sigmaBasis.hasSuffix(", in quadrature."))
  }
}
