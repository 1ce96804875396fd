-- Condensed Supernova: Brew (a Silvershine, two Adjuvants, two Catalysts) is data, an
-- alternative cost. Sacrifice it: deal LV damage to all non-astra element units, then
-- glimpse 4.
return {
	activated = {
		drink = {
			resolve = function(ctx)
				local lv = ctx:rule("level")
				for _, unit in
					ipairs(
						ctx:objects({ zone = "field", any_type = { "champion", "ally" }, controller = "any" })
					)
				do
					if not unit:has_element("astra") and lv > 0 then
						ctx:deal_damage(unit, lv)
					end
				end
				ctx:glimpse(4)
			end,
		},
	},
}
