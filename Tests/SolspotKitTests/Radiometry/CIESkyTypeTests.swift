import Testing

@testable import SolspotKit

@Suite("CIE general sky")
struct CIESkyTypeTests {
  @Test("type 1 follows the Moon–Spencer overcast sky (1 + 2 cos Z)/3 to within 4.5% up to 65°")
  func overcastIsMoonSpencer() {
    for degrees in stride(from: 0.0, through: 65, by: 5) {
      let z = degrees * Double.pi / 180
      let cie = CIESkyType.overcast.relativeLuminance(
        zenithAngle: z, scatteringAngle: 1, sunZenithAngle: 0.5)
      let moonSpencer = (1 + 2 * Math.cos(z)) / 3
      #expect(abs(cie / moonSpencer - 1) < 0.045, "zenith angle \(degrees)°")
    }
  }

  @Test("every type is 1 at the zenith; the sun-independent types ignore the sun")
  func zenithAndSun() {
    #expect(CIESkyType.standard.count == 15)
    for type in CIESkyType.standard {
      let sunZenith = 0.7
      let zenith = type.relativeLuminance(
        zenithAngle: 0, scatteringAngle: sunZenith, sunZenithAngle: sunZenith)
      #expect(abs(zenith - 1) < 1e-12, "type \(type.number)")
    }
    for number in [1, 3, 5] {
      let type = CIESkyType.standard[number - 1]
      let a = type.relativeLuminance(zenithAngle: 1, scatteringAngle: 0.2, sunZenithAngle: 0.5)
      let b = type.relativeLuminance(zenithAngle: 1, scatteringAngle: 2.0, sunZenithAngle: 1.2)
      #expect(abs(a - b) < 1e-12, "type \(number)")
    }
  }

  @Test("the clear sky is brightest near the sun, and the sun's beam follows the type")
  func clearSky() {
    let clear = CIESkyType.clear
    #expect(clear.number == 12)
    let nearSun = clear.relativeLuminance(
      zenithAngle: 0.8, scatteringAngle: 0.05, sunZenithAngle: 0.8)
    let away = clear.relativeLuminance(zenithAngle: 0.8, scatteringAngle: 1.6, sunZenithAngle: 0.8)
    #expect(nearSun > 5 * away)
    #expect(
      CIESkyType.standard.map(\.sunBeam.rawValue).joined(separator: " ")
        == "none none none none none none partial partial none partial partial full full full full")
  }
}
