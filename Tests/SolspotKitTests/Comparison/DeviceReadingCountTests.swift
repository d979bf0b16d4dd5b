import Testing

@testable import SolspotKit

@Suite("Readings per device and calibration")
struct DeviceReadingCountTests {
  @Test("readings are counted per device in order of first use, uncalibrated ones apart")
  func counts() throws {
    let readings = [
      try Readings.make(shutter: 60, device: "iphone-15-front"),
      try Readings.make(shutter: 60),
      try Readings.make(shutter: 120, device: "iphone-15-front"),
    ]
    let counts = DeviceReadingCount.counts(readings)
    #expect(counts.map(\.deviceID) == ["iphone-15-front", "generic"])
    #expect(counts.map(\.readings) == [2, 1])
    // The built-in profiles are nominal: every reading was taken uncalibrated.
    #expect(counts.map(\.uncalibrated) == [2, 1])
    #expect(counts.allSatisfy { !$0.isMixed })
    let bands = try BandTable.builtIn()
    let summary = try #require(ReadingSummary(readings, bands: bands))
    #expect(summary.deviceReadings == counts)
  }

  @Test("counts merge by device; a device with both kinds is mixed")
  func merged() {
    let merged = DeviceReadingCount.merged([
      DeviceReadingCount(deviceID: "a", readings: 3, uncalibrated: 0),
      DeviceReadingCount(deviceID: "b", readings: 1, uncalibrated: 1),
      DeviceReadingCount(deviceID: "a", readings: 2, uncalibrated: 2),
    ])
    #expect(
      merged == [
        DeviceReadingCount(deviceID: "a", readings: 5, uncalibrated: 2),
        DeviceReadingCount(deviceID: "b", readings: 1, uncalibrated: 1),
      ])
    #expect(merged.map(\.isMixed) == [true, false])
  }
}
