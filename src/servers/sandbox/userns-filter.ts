/**
 * A seccomp filter (classic BPF, as bubblewrap's --seccomp reads it) that refuses a new user namespace: unshare and
 * clone with CLONE_NEWUSER get EPERM. clone3 passes its flags in memory a filter cannot read, so it answers ENOSYS and
 * libc falls back to clone (Docker's default profile does the same); every other call is allowed. A call made in
 * another ABI than the machine's own (i386 or x32 on x86_64) is refused, so the numbers checked are the only ones.
 * bubblewrap's own --disable-userns needs --unshare-user, which the root route cannot use: this holds on every route.
 */
const CLONE_NEWUSER = 0x10000000;
const EPERM = 1;
const ENOSYS = 38;

const ARCHES: Partial<Record<NodeJS.Architecture, { audit: number; clone: number; unshare: number; x32?: boolean }>> = {
  x64: { audit: 0xc000003e, clone: 56, unshare: 272, x32: true },
  arm64: { audit: 0xc00000b7, clone: 220, unshare: 97 },
};
const CLONE3 = 435;

// struct sock_filter { u16 code; u8 jt; u8 jf; u32 k; } and struct seccomp_data { int nr; u32 arch; u64 ip; u64 args[6]; }
const LD_ABS = 0x20;
const JEQ = 0x15;
const JGE = 0x35;
const JSET = 0x45;
const RET = 0x06;
const NR = 0;
const ARCH = 4;
const ARG0_LOW = 16; // little-endian: the low half of args[0], where the clone flags are
const ALLOW = 0x7fff0000;
const errno = (code: number) => 0x00050000 | code;

type Instruction = [code: number, jt: number, jf: number, k: number];

/** The filter's program for `arch`, or undefined where its syscall numbers are not known here. */
export function userNamespaceFilter(arch: NodeJS.Architecture = process.arch): Buffer | undefined {
  const numbers = ARCHES[arch];
  if (!numbers) return undefined;
  const program: Instruction[] = [
    [LD_ABS, 0, 0, ARCH],
    [JEQ, 1, 0, numbers.audit],
    [RET, 0, 0, errno(EPERM)],
    [LD_ABS, 0, 0, NR],
    ...(numbers.x32
      ? ([
          [JGE, 0, 1, 0x40000000],
          [RET, 0, 0, errno(EPERM)],
        ] as Instruction[])
      : []),
    [JEQ, 0, 1, CLONE3],
    [RET, 0, 0, errno(ENOSYS)],
    [JEQ, 1, 0, numbers.unshare],
    [JEQ, 0, 3, numbers.clone],
    [LD_ABS, 0, 0, ARG0_LOW],
    [JSET, 0, 1, CLONE_NEWUSER],
    [RET, 0, 0, errno(EPERM)],
    [RET, 0, 0, ALLOW],
  ];
  const bytes = Buffer.alloc(program.length * 8);
  program.forEach(([code, jt, jf, k], i) => {
    bytes.writeUInt16LE(code, i * 8);
    bytes.writeUInt8(jt, i * 8 + 2);
    bytes.writeUInt8(jf, i * 8 + 3);
    bytes.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return bytes;
}

/** The program as printf escapes (\ooo for every byte): how the sudo route's shell writes it, NUL bytes included. */
export function printfEscaped(program: Buffer): string {
  return [...program].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
}
