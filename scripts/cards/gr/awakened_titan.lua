-- Awakened Titan (GR 021): Taunt; it cannot ready unless you are haunted (the keyword
-- `ready_only_if_haunted`): both data.
return {}
