"""Commands of this group are being written; nothing is registered yet."""
