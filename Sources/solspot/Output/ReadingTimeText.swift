import SolspotKit

extension ReadingTime.Origin {
  /// What recorded the time, for messages: "the capture header's start time plus the time
  /// to the committed window", "the photo's DateTimeOriginal".
  var recorder: String {
    switch self {
    case .given: "--at"
    case .captureHeader:
      "the capture header's start time plus the time to the committed window"
    case .photo, .photoLocal: "the photo's DateTimeOriginal"
    case .fileModified: "the file's modification time (the photo records no DateTimeOriginal)"
    case .now: "now"
    }
  }
}
