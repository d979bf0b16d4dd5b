import Testing

@testable import SolspotKit

@Suite("Daylight outside a window")
struct DaylightTests {
  @Test("the overcast sky gives 7π/9·Lz on a horizontal plane, a uniform sky π·Lz")
  func diffuseHorizontal() {
    let overcast = Daylight(sky: .overcast, sunElevationDegrees: 30, sunAzimuthDegrees: 0)
    let expected = 7 * Double.pi / 9 * overcast.zenithLuminance
    #expect(abs(overcast.diffuseHorizontalIlluminance / expected - 1) < 0.005)
    let uniform = Daylight(
      sky: CIESkyType.standard[4], sunElevationDegrees: 30, sunAzimuthDegrees: 0)
    #expect(
      abs(uniform.diffuseHorizontalIlluminance / (Double.pi * uniform.zenithLuminance) - 1)
        < 1e-9)
  }

  @Test("gensky's levels: no beam under overcast, a beam that grows with the sun's height")
  func levels() {
    let overcast = Daylight(sky: .overcast, sunElevationDegrees: 45, sunAzimuthDegrees: 0)
    #expect(overcast.sunNormalIlluminance == 0)
    #expect(abs(overcast.zenithLuminance - 1000 * (8.6 * Math.sin(Double.pi / 4) + 0.123)) < 1e-6)
    #expect(
      abs(overcast.groundLuminance - 0.2 * overcast.diffuseHorizontalIlluminance / Double.pi)
        < 1e-9)
    let low = Daylight(sky: .clear, sunElevationDegrees: 15, sunAzimuthDegrees: 0)
    let high = Daylight(sky: .clear, sunElevationDegrees: 60, sunAzimuthDegrees: 0)
    #expect(low.sunNormalIlluminance < high.sunNormalIlluminance)
    // 9·10⁴·(1.147 − 0.147/sin 60°) = 87,950 lux.
    #expect(abs(high.sunNormalIlluminance - 87_950) < 10)
    #expect(high.globalHorizontalIlluminance > 80_000)
  }
}
