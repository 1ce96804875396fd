-- Silvie, Slime Sovereign: Silvie lineage. Ignore the elemental requirements of advanced
-- element Slime cards you activate (a constant ability: `allow = "ignore_elements"`). Her
-- On Enter (the next Slime ally costs 2 less and gets two more buff counters) is printed
-- only.
local ADVANCED = { "arcane", "astra", "crux", "exalted", "luxem", "tera", "umbra", "neos" }

return {
	statics = {
		{
			allow = "ignore_elements",
			applies_to = function(ctx, card)
				if not card:has_subtype("slime") or card:controller() ~= ctx.controller then
					return false
				end
				for _, e in ipairs(ADVANCED) do
					if card:has_element(e) then
						return true
					end
				end
				return false
			end,
		},
	},
}
