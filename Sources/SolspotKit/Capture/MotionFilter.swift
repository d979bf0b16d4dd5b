/// Tells a phone that is turning or being carried from one that is held still, from gravity
/// alone, in constant memory.
///
/// Gravity's direction is smoothed with a first-order low-pass filter of time constant τ, and
/// so is the distance of its length from 1 g:
///
/// ```
/// α = Δt / (τ + Δt)            (the filter's weight for a step Δt; 1 − e^(−Δt/τ) to first order)
/// smoothed += α · (unit gravity − smoothed)
/// moving when angle(unit gravity, smoothed) > enter level, or smoothed |1 − |g|| > enter g
/// still  when angle < exit level and smoothed |1 − |g|| < exit g
/// ```
///
/// Turning at a steady ω makes the direction lag its average by about ω·τ, so 3° at τ = 0.25 s
/// is about 12°/s; per-sample sensor noise (well under 1°) stays below the exit level. The
/// length test catches raw accelerometer readings, which include the hand's acceleration;
/// Core Motion's `gravity` is always 1 g long and passes it. A vector shorter than
/// ``Gravity/minimumMagnitude`` (a falling phone) is moving, and restarts the filter.
struct MotionFilter: Sendable {
  /// The filter's levels, from ``GateThresholds``.
  struct Levels {
    let smoothingSeconds: Double
    let enterCosine: Double
    let exitCosine: Double
    let enterG: Double
    let exitG: Double
  }

  private var x = 0.0
  private var y = 0.0
  private var z = 0.0
  private var deviationG = 0.0
  private var isPrimed = false

  /// Takes one gravity reading and returns whether the phone is moving now.
  ///
  /// - Parameters:
  ///   - step: The time since the previous sample, or `nil` after a restart (the first
  ///     sample, a gap, a timestamp going back): the filter starts again from this reading.
  ///   - isMoving: The verdict so far, for the hysteresis.
  mutating func update(
    _ gravity: Gravity, length: Double, step: Double?, isMoving: Bool, levels: Levels
  ) -> Bool {
    guard length >= Gravity.minimumMagnitude else {
      isPrimed = false
      return true
    }
    let unitX = gravity.x / length
    let unitY = gravity.y / length
    let unitZ = gravity.z / length
    let deviation = abs(length - 1)
    guard let step, isPrimed else {
      x = unitX
      y = unitY
      z = unitZ
      deviationG = deviation
      isPrimed = true
      return deviation > levels.enterG
    }
    let smoothedLength = (x * x + y * y + z * z).squareRoot()
    let cosine = (unitX * x + unitY * y + unitZ * z) / smoothedLength
    let alpha = step / (levels.smoothingSeconds + step)
    x += alpha * (unitX - x)
    y += alpha * (unitY - y)
    z += alpha * (unitZ - z)
    deviationG += alpha * (deviation - deviationG)
    if isMoving {
      return !(cosine > levels.exitCosine && deviationG < levels.exitG)
    }
    return cosine < levels.enterCosine || deviationG > levels.enterG
  }
}
