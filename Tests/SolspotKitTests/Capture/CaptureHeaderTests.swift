import Testing

@testable import SolspotKit

@Suite("Capture header: when the capture started")
struct CaptureHeaderTests {
  static let line = CaptureReaderTests.line

  @Test("'started' is read as a time with its UTC offset")
  func started() throws {
    let header =
      #"{"solspotCapture": 1, "device": "iphone-15-front", "started": "2025-12-21T09:30:05+01:00"}"#
    let (samples, reader) = try CaptureReaderTests.read(header + "\n" + Self.line + "\n")
    #expect(samples.count == 1)
    let started = try #require(reader.header?.started)
    #expect(
      started.secondsSince1970 == Timestamp(iso8601: "2025-12-21T08:30:05Z")?.secondsSince1970)
    #expect(started.utcOffsetMinutes == 60)
    #expect(reader.header?.device == "iphone-15-front")
  }

  @Test("without 'started', or with null, the header has no start time")
  func absent() throws {
    for header in [#"{"solspotCapture": 1}"#, #"{"solspotCapture": 1, "started": null}"#] {
      let (_, reader) = try CaptureReaderTests.read(header + "\n" + Self.line + "\n")
      #expect(reader.header != nil)
      #expect(reader.header?.started == nil)
    }
  }

  @Test(
    "a bad start time is an error on line 1",
    arguments: [
      (
        #"{"solspotCapture": 1, "started": "2025-12-21T09:30:05"}"#,
        "line 1: field 'started': '2025-12-21T09:30:05' is not an ISO 8601 time with a UTC "
          + "offset, such as 2025-06-21T14:30:05+02:00"
      ),
      (
        #"{"solspotCapture": 1, "started": "2025-02-30T09:30Z"}"#,
        "line 1: field 'started': '2025-02-30T09:30Z' is not an ISO 8601 time with a UTC "
          + "offset, such as 2025-06-21T14:30:05+02:00"
      ),
      (#"{"solspotCapture": 1, "started": 1750000000}"#, "line 1: field 'started' must be text"),
      (
        #"{"solspotCapture": 1, "startd": "2025-12-21T09:30Z"}"#,
        "line 1: unknown field 'startd'; did you mean 'started'?"
      ),
    ])
  func bad(_ header: String, _ message: String) {
    // The message is the CLI's (CaptureErrorTextTests); the error is on the header's line.
    #expect(CaptureReaderTests.failure(header + "\n" + Self.line)?.line == 1, "\(message)")
  }

  @Test("the wall clock of a sample is the start time plus the seconds since the first sample")
  func wallClock() throws {
    let start = try #require(Timestamp(iso8601: "2025-12-21T09:30:05+01:00"))
    let header = try CaptureHeader(started: start)
    #expect(header.wallClock(at: 112.4, firstSample: 12.0) == start.adding(seconds: 100))
    #expect(header.wallClock(at: 12.6, firstSample: 12.0) == start.adding(seconds: 1))
    #expect(header.wallClock(at: 12.0, firstSample: 12.0) == start)
    #expect(header.wallClock(at: 10.0, firstSample: 12.0) == start.adding(seconds: -2))
    #expect(header.wallClock(at: .infinity, firstSample: 0) == nil)
    #expect(try CaptureHeader().wallClock(at: 5, firstSample: 0) == nil)
    let later = try #require(header.wallClock(at: 3612, firstSample: 12))
    #expect(later.iso8601 == "2025-12-21T10:30:05+01:00")
  }
}
