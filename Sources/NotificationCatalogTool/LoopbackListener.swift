import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP socket listening on the loopback interface, and a way to connect to it.
package struct LoopbackListener {
    /// The listening socket.
    package let descriptor: Int32
    /// The port it listens on.
    package let port: UInt16

    /// A socket call that failed, with its errno.
    package struct SocketError: Error, CustomStringConvertible {
        package let call: String
        package let code: Int32
        package var description: String { "\(call) failed: errno \(code)" }
    }

    /// Opens a socket listening on an ephemeral loopback port.
    package init() throws {
        #if canImport(Glibc)
            let socketType = Int32(SOCK_STREAM.rawValue)
        #else
            let socketType = SOCK_STREAM
        #endif
        let fd = socket(AF_INET, socketType, 0)
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 4) == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "bind/listen", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "getsockname", code: code)
        }
        descriptor = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Connects a new client socket; the caller closes it.
    package func connectClient() throws -> Int32 {
        #if canImport(Glibc)
            let socketType = Int32(SOCK_STREAM.rawValue)
        #else
            let socketType = SOCK_STREAM
        #endif
        let client = socket(AF_INET, socketType, 0)
        guard client >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = Self.loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(client)
            throw SocketError(call: "connect", code: code)
        }
        return client
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}
