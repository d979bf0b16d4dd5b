/// Why a committed reading no longer stands although the phone still lay flat and still at
/// the spot: what the camera saw changed after the reading was committed, and no new reading
/// has been committed since.
///
/// A reading is superseded by a change of light beyond ``GateThresholds/lightChangeEV``, by
/// auto-exposure adjusting for ``GateThresholds/adjustingWithdrawSeconds``, or by a change of
/// the saturation flags (clipping that starts or clears, an end of the range reached or left).
/// It is not superseded when the phone is picked up, tilted or turned, or when the stream
/// pauses: the reading still describes the light while the phone lay there.
///
/// A superseded reading describes the light before the change, not the spot's light at the
/// end of the capture: an app measures again, and `solspot spot measure --capture` saves
/// nothing (docs/method.md, "Committing a reading").
public struct Supersession: Sendable, Hashable {
  /// What changed: ``SettlingReason/lightChanged(byEV:)``,
  /// ``SettlingReason/cameraAdjusting`` or ``SettlingReason/saturationChanged(_:)``.
  public let reason: SettlingReason
  /// The time of the sample that superseded the reading, in seconds.
  public let time: Double

  /// Creates a supersession; a ``CaptureGate`` is the usual way to make one.
  public init(reason: SettlingReason, time: Double) {
    self.reason = reason
    self.time = time
  }
}
