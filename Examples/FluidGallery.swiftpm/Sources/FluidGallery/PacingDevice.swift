#if canImport(UIKit)
  import FluidPacing
  import UIKit

  /// The device a Pacing run describes itself with.
  @MainActor
  enum PacingDevice {
    /// This device: the model identifier (`iPhone16,1`, from `utsname.machine`; a simulator
    /// reports the identifier of the device it simulates), the system's name and version, and
    /// `maximumFramesPerSecond`, the screen's (`UIScreen.maximumFramesPerSecond`).
    static func current(maximumFramesPerSecond: Int) -> PacingReport.Device {
      let device = UIDevice.current
      return PacingReport.Device(
        model: modelIdentifier() ?? device.model,
        osVersion: "\(device.systemName) \(device.systemVersion)",
        maximumFramesPerSecond: maximumFramesPerSecond)
    }

    /// The hardware model identifier, or nil when the system does not give one.
    private static func modelIdentifier() -> String? {
      if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
        return simulated
      }
      var system = utsname()
      guard uname(&system) == 0 else { return nil }
      let machine = withUnsafeBytes(of: &system.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      return machine.isEmpty ? nil : machine
    }
  }
#endif
