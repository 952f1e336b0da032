"""Where the phones' server may listen: this machine's addresses on its local networks
(the player picks one on the TV), and loopback for a test or a phone-less trial.
PEEK_PARLOR_PHONES_ON names the one to offer first; PEEK_PARLOR_PHONES_PORT the port
(0: any free one)."""

from __future__ import annotations

import os
import socket

LOOPBACK = "127.0.0.1"
DEFAULT_PORT = 8765


def interfaces() -> list[str]:
    """IPv4 addresses to offer, the likeliest first, loopback last."""
    found = [os.environ.get("PEEK_PARLOR_PHONES_ON", ""), _routed_address()]
    try:
        found += [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None,
                                                             socket.AF_INET)]
    except OSError:
        pass
    found.append(LOOPBACK)
    offered: list[str] = []
    for address in found:
        if address and address not in offered and (address == LOOPBACK or
                                                   not address.startswith("127.")):
            offered.append(address)
    return offered


def _routed_address() -> str:
    """The address this machine would reach its network from (no packet is sent)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 9))
            return probe.getsockname()[0]
    except OSError:
        return ""


def port() -> int:
    try:
        return int(os.environ.get("PEEK_PARLOR_PHONES_PORT", DEFAULT_PORT))
    except ValueError:
        return DEFAULT_PORT


def where(address: str) -> str:
    """The address in words, for the TV."""
    return "this machine only (loopback)" if address.startswith("127.") else "the local network"
