import Testing

@testable import SolspotKit

@Suite("The light's variation between readings")
struct LightVariationTests {
  @Test("one reading: the prior alone")
  func prior() {
    let variation = LightVariation(groups: [[7]])
    #expect(variation.sigmaEV == LightVariation.priorSigmaEV)
    #expect(variation.degrees == LightVariation.priorDegrees)
    #expect(variation.observedSigmaEV == nil && variation.spreadRatio == 1)
  }

  @Test("readings pull the scale toward their own scatter, one degree per reading")
  func posterior() throws {
    let steady = LightVariation(groups: [[7, 7, 7, 7, 7]])
    #expect(steady.sigmaEV < LightVariation.priorSigmaEV)
    #expect(steady.degrees == LightVariation.priorDegrees + 4)
    let changing = LightVariation(groups: [[5, 9, 5, 9, 5]])
    let observed = try #require(changing.observedSigmaEV)
    #expect(changing.sigmaEV > LightVariation.priorSigmaEV && changing.sigmaEV < observed)
    #expect(changing.exceedsPrior)
    #expect(abs(changing.spreadRatio - 16) < 1e-12)
    // Each device's mean is taken out: two phones' offset is not the light's variation.
    let twoPhones = LightVariation(groups: [[7, 7], [9, 9]])
    #expect(twoPhones.observedSigmaEV == 0)
    #expect(twoPhones.degrees == LightVariation.priorDegrees + 2)
  }

  @Test("the error of a mean of n readings shrinks with √n")
  func mean() {
    let variation = LightVariation(groups: [[7]])
    let one = variation.spread(count: 1)
    let four = variation.spread(count: 4)
    #expect(abs(four.variance * 4 - one.variance) < 1e-12)
  }
}
