-- Lady Loreena (MM 165): Taunt, and its taunt also applies to its neighbors' neighbors: the
-- keywords "taunt" and "far_taunt" (data), which the rules' fight read.
return {}
