#if canImport(Glibc)
import Glibc
import Gestures

/// A live input device node (`/dev/input/eventN`), read without a window system.
///
/// Opening reads the device's description through the evdev ioctls (name, ids, properties, event
/// bits, absinfo ranges) and switches its timestamps to `CLOCK_MONOTONIC`; ``read(into:)`` returns
/// the events waiting. Problems name the device: a node that does not exist, that the user may not
/// read (`permission denied`: join the `input` group, or add a udev rule), that is no evdev device,
/// or that went away (`ENODEV`, unplugged).
///
/// ```swift
/// let device = try EvdevDevice(path: "/dev/input/event5")
/// var interpreter = try EvdevInterpreter(description: device.description, mapping: mapping, source: device.path)
/// interpreter.timeOffset = device.timeOffset(to: window.clock)
/// ```
public final class EvdevDevice {
    /// The node's path.
    public let path: String
    /// What the device says about itself.
    public let description: DeviceDescription
    private var fd: Int32

    /// Opens the node and reads its description.
    public init(path: String) throws(InputProblem) {
        self.path = path
        fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Self.openProblem(path: path, errno: errno) }
        do {
            description = try Self.readDescription(fd: fd, path: path)
        } catch {
            Glibc.close(fd)
            throw error
        }
        var clock = CLOCK_MONOTONIC
        _ = withUnsafeMutableBytes(of: &clock) { Self.deviceControl(fd, Self.ioc(write: true, number: 0xa0, size: 4), $0.baseAddress) }
    }

    /// The problem for a node that cannot be opened, with advice for the usual causes.
    public static func openProblem(path: String, errno code: Int32) -> InputProblem {
        let reason = String(cString: strerror(code))
        let hint = switch code {
        case EACCES, EPERM: " (the user may not read it: join the group that owns it, usually input, or add a udev rule)"
        case ENOENT: " (no such node: is the device plugged in? see /dev/input/by-id)"
        case ENODEV, ENXIO: " (the device went away)"
        default: ""
        }
        return InputProblem(source: path, message: "cannot open the device: \(reason)\(hint)")
    }

    deinit {
        if fd >= 0 { Glibc.close(fd) }
    }

    /// Closes the node.
    public func close() {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    /// The file descriptor, for `poll`.
    public var fileDescriptor: Int32 { fd }

    /// The offset from the kernel's monotonic timestamps to `clock`'s time: set it as the
    /// interpreter's ``EvdevInterpreter/timeOffset``.
    @MainActor
    public func timeOffset(to clock: any GestureClock) -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return clock.now - (Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9)
    }

    /// Waits up to `timeout` seconds for events. Returns whether some are waiting.
    public func wait(timeout: Double) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let result = poll(&entry, 1, Int32(max(0, min(timeout, 3600)) * 1000))
        return result > 0
    }

    /// Appends the events waiting to `events`. Throws when the device went away or cannot be read.
    public func read(into events: inout [EvdevEvent]) throws(InputProblem) {
        guard fd >= 0 else { throw InputProblem(source: path, message: "the device is closed") }
        var buffer = [UInt8](repeating: 0, count: Self.eventSize * 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EAGAIN || code == EWOULDBLOCK { return }
                if code == EINTR { continue }
                let reason = code == ENODEV ? "the device went away (unplugged)" : String(cString: strerror(code))
                throw InputProblem(source: path, message: reason)
            }
            if count == 0 { throw InputProblem(source: path, message: "the device went away (end of file)") }
            buffer.withUnsafeBytes { Self.decode(UnsafeRawBufferPointer(rebasing: $0[0..<count]), into: &events) }
            if count < buffer.count { return }
        }
    }

    /// The size of the kernel's `struct input_event` on this platform, in bytes.
    public static var eventSize: Int { MemoryLayout<timeval>.size + 8 }

    /// Decodes the kernel's `struct input_event`s in `bytes` (a whole number of them; a partial
    /// one at the end is left out).
    public static func decode(_ bytes: UnsafeRawBufferPointer, into events: inout [EvdevEvent]) {
        var offset = 0
        while offset + eventSize <= bytes.count {
            let time = bytes.loadUnaligned(fromByteOffset: offset, as: timeval.self)
            let base = offset + MemoryLayout<timeval>.size
            events.append(EvdevEvent(
                time: Double(time.tv_sec) + Double(time.tv_usec) * 1e-6,
                type: bytes.loadUnaligned(fromByteOffset: base, as: UInt16.self),
                code: bytes.loadUnaligned(fromByteOffset: base + 2, as: UInt16.self),
                value: bytes.loadUnaligned(fromByteOffset: base + 4, as: Int32.self)
            ))
            offset += eventSize
        }
    }

    // MARK: ioctls (linux/input.h)

    private typealias IoctlFunction = @convention(c) (Int32, UInt, UnsafeMutableRawPointer?) -> Int32

    /// `ioctl(2)` with a pointer argument. Swift cannot call C's variadic `ioctl`, so it is looked up
    /// and called with the fixed signature every evdev request uses (the calling conventions of the
    /// supported Linux ABIs pass the pointer the same way).
    private static let ioctlFunction: IoctlFunction? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ioctl") else { return nil }
        return unsafeBitCast(symbol, to: IoctlFunction.self)
    }()

    private static func deviceControl(_ fd: Int32, _ request: UInt, _ argument: UnsafeMutableRawPointer?) -> Int32 {
        guard let ioctlFunction else {
            errno = ENOSYS
            return -1
        }
        return ioctlFunction(fd, request, argument)
    }

    /// `_IOC(dir, 'E', number, size)`.
    private static func ioc(write: Bool = false, number: Int, size: Int) -> UInt {
        let direction: UInt = write ? 1 : 2
        return (direction << 30) | (UInt(size) << 16) | (UInt(UInt8(ascii: "E")) << 8) | UInt(number)
    }

    private static func bits(fd: Int32, number: Int, bytes: Int) -> Set<UInt16>? {
        var buffer = [UInt8](repeating: 0, count: bytes)
        let result = buffer.withUnsafeMutableBytes { deviceControl(fd, ioc(number: number, size: bytes), $0.baseAddress) }
        guard result >= 0 else { return nil }
        var set = Set<UInt16>()
        for (index, byte) in buffer.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { set.insert(UInt16(index * 8 + bit)) }
        }
        return set
    }

    private static func readDescription(fd: Int32, path: String) throws(InputProblem) -> DeviceDescription {
        var name = [UInt8](repeating: 0, count: 256)
        let length = name.withUnsafeMutableBytes { deviceControl(fd, ioc(number: 0x06, size: 256), $0.baseAddress) }
        guard length >= 0 else {
            throw InputProblem(source: path, message: "not an evdev input device (EVIOCGNAME: \(String(cString: strerror(errno))))")
        }
        var ids = [UInt16](repeating: 0, count: 4)
        _ = ids.withUnsafeMutableBytes { deviceControl(fd, ioc(number: 0x02, size: 8), $0.baseAddress) }
        let properties = bits(fd: fd, number: 0x09, bytes: 4) ?? []
        let types = bits(fd: fd, number: 0x20, bytes: 4) ?? []
        var codes: [UInt16: Set<UInt16>] = [:]
        var axes: [UInt16: AbsInfo] = [:]
        for type in types where type != 0 && type < 0x20 {
            codes[type] = bits(fd: fd, number: 0x20 + Int(type), bytes: 96) ?? []
        }
        for code in codes[Evdev.EventType.abs] ?? [] {
            var info = [Int32](repeating: 0, count: 6)
            let result = info.withUnsafeMutableBytes { deviceControl(fd, ioc(number: 0x40 + Int(code), size: 24), $0.baseAddress) }
            if result >= 0 {
                axes[code] = AbsInfo(value: info[0], minimum: info[1], maximum: info[2], fuzz: info[3], flat: info[4],
                                     resolution: info[5])
            }
        }
        let text = String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)
        return DeviceDescription(name: text, ids: ids, properties: properties, codes: codes, axes: axes)
    }
}
#endif
