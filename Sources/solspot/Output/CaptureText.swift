import SolspotKit

/// The words for a capture's values (``GateState``, ``SettlingReason``, ``Supersession``,
/// ``CaptureReading``): the sentences `solspot read` prints and an app would show.
///
/// | state | sentence (example) |
/// |---|---|
/// | waiting | Lay the phone flat, screen up, where the pot would stand. |
/// | face down | Face down: turn the phone screen up. |
/// | tilted | Tilted 23° toward the top edge: lay the phone flat. |
/// | moving | Moving: hold the phone still. |
/// | settling | Exposure still settling: the camera is adjusting; hold still. |
/// | ready | Ready: 540 lux (90% interval 300–1,300 lux), low. |
/// | saturated | Too bright for this camera: at least 34,000 lux (direct). |
/// | too dark | Too dark for this camera: at most 3.3 lux (low). |
enum CaptureText {
  // MARK: - States

  /// The sentence for a state.
  static func state(_ state: GateState) -> String {
    switch state {
    case .waiting: "Lay the phone flat, screen up, where the pot would stand."
    case .faceDown: "Face down: turn the phone screen up."
    case .tilted(let tilt): "Tilted \(self.tilt(tilt)): lay the phone flat."
    case .moving: "Moving: hold the phone still."
    case .settling(let reason): settling(reason)
    case .ready(let reading): "Ready: \(self.reading(reading))."
    case .saturated(let reading):
      reading.bound == .clipped
        ? EstimateText.capitalized(self.reading(reading)) + "."
        : "Too bright for this camera: \(self.reading(reading))."
    case .tooDark(let reading): "Too dark for this camera: \(self.reading(reading))."
    }
  }

  /// "Exposure still settling: the camera is adjusting; hold still."
  static func settling(_ reason: SettlingReason) -> String {
    switch reason {
    case .measuring(let held, let needed):
      "Exposure still settling: hold still (\(NumberText.fixed(min(held, needed), 1)) s of "
        + "\(NumberText.plain(needed)) s)."
    case .cameraAdjusting:
      "Exposure still settling: the camera is adjusting; hold still."
    case .sparseSamples(let count, let needed):
      "Exposure still settling: only \(English.count(count, "sample")) in the window, \(needed) "
        + "needed; hold still."
    case .lightUnstable(let range):
      "Exposure still settling: the light varies by \(NumberText.fixed(range, 2)) EV; keep the "
        + "phone still, or wait for steady light (a fan, a flickering lamp, passing clouds)."
    case .lightChanged(let change):
      "The light changed by \(NumberText.fixed(change, 2)) EV: measuring again; hold still."
    case .saturationChanged(let change):
      "\(EstimateText.capitalized(saturation(change))): measuring again; hold still."
    case .gap(let seconds):
      "No samples for \(NumberText.fixed(seconds, 2)) s: measuring again; hold still."
    case .timeWentBack(let seconds):
      "A sample went back \(NumberText.fixed(seconds, 3)) s in time: measuring again; hold still."
    }
  }

  /// "23° toward the top edge", with the angle in whole degrees (at least 1).
  static func tilt(_ tilt: Tilt) -> String {
    "\(max(1, Int(tilt.degrees.rounded())))° toward the \(direction(tilt.direction))"
  }

  /// "top edge", "top-right corner".
  static func direction(_ direction: TiltDirection) -> String {
    switch direction {
    case .top: "top edge"
    case .topRight: "top-right corner"
    case .right: "right edge"
    case .bottomRight: "bottom-right corner"
    case .bottom: "bottom edge"
    case .bottomLeft: "bottom-left corner"
    case .left: "left edge"
    case .topLeft: "top-left corner"
    }
  }

  // MARK: - Changes

  /// What superseded a reading, as a clause: "the light changed by 3.00 EV".
  static func supersession(_ supersession: Supersession) -> String {
    switch supersession.reason {
    case .lightChanged(let change): "the light changed by \(NumberText.fixed(change, 2)) EV"
    case .cameraAdjusting: "auto-exposure started adjusting to a change of light"
    case .saturationChanged(let change): saturation(change)
    default: settling(supersession.reason)
    }
  }

  /// What happened to the saturation flags, as a clause: "part of the view became clipped".
  static func saturation(_ change: SaturationChange) -> String {
    switch change {
    case .clipped: "part of the view became clipped"
    case .brightEnd: "the camera reached the bright end of its range"
    case .darkEnd: "the camera reached the dark end of its range"
    case .unclipped: "the clipping cleared"
    case .withinRange: "the camera came back within its range"
    }
  }

  // MARK: - Readings

  /// The value or bound in words, without the band: "540 lux (90% interval 300–1,300 lux)",
  /// "brighter than this device can measure (at least 34,000 lux)", "part of the view is
  /// clipped (8% of the frame): a light source or bright patch in view; at least 0.54 lux".
  ///
  /// A clipped frame is not a camera at the end of its range, so its bound does not say
  /// "brighter than this device can measure".
  static func value(_ reading: CaptureReading) -> String {
    guard case .atLeast(let lux) = reading.estimate.value, reading.bound == .clipped else {
      return reading.estimate.value.text(in: Illuminance.unit)
    }
    let share = reading.window.clippedFraction.map {
      " (\(NumberText.significant($0 * 100, 2))% of the frame)"
    }
    return "part of the view is clipped\(share ?? ""): a light source or bright patch in view; "
      + "at least \(Illuminance.text(lux, rounding: .down))"
  }

  /// The reading as an app shows it, without the state's lead-in: "540 lux (90% interval
  /// 300–1,300 lux), low", "at least 34,000 lux (direct)", with the calibration warning for an
  /// uncalibrated device.
  static func reading(_ reading: CaptureReading) -> String {
    let estimate = reading.estimate
    let body: String
    switch (estimate.value, reading.bound) {
    case (.estimate, _):
      body = "\(estimate.value.text(in: Illuminance.unit)), \(estimate.band.summary)"
    case (.atLeast, .clipped):
      body = "\(value(reading)) (\(estimate.band.summary))"
    case (.atLeast(let lux), _):
      body =
        "at least \(Illuminance.text(lux, rounding: .down)) "
        + "(\(estimate.band.summary))"
    case (.atMost(let lux), _):
      body =
        "at most \(Illuminance.text(lux, rounding: .up)) (\(estimate.band.summary))"
    }
    return estimate.device.isCalibrated
      ? body : body + "; " + NoteText.roughEstimate
  }

  // MARK: - The replay

  /// "--device iphone-x-front was used, not the capture header's device 'iphone-15-front'",
  /// or `nil` when nothing was overridden.
  static func deviceNote(_ choice: CaptureReplayer.DeviceChoice) -> String? {
    HeaderDeviceNote(choice).map(NoteText.headerDevice)
  }

  /// The message for a capture that cannot be replayed, naming `file`.
  static func failure(_ failure: CaptureReplayer.Failure, file: String) -> String {
    switch failure {
    case .capture(let error):
      var message = "\(file): " + CaptureErrorText.message(error)
      if case .photo = error.kind {
        message +=
          "; a photo's light is estimated by 'solspot lux PHOTO', or saved to a spot "
          + "with 'solspot spot measure NAME --photo PHOTO'"
      }
      return message
    case .unknownDevice(let name, let line, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
      return "\(file): line \(line): the capture header names an unknown device '\(name)'"
        + "\(hint) (see 'solspot devices' for the list; --device overrides it)"
    }
  }
}
