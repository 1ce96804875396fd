-- Relentless Outburst: [Class Bonus] [Damage 35+] until end of turn, if target champion
-- would take damage, it takes that much plus 1 instead. For every six damage counters on
-- your champion, deal 1 damage to all other units (each unit but your champion, once per
-- six counters, counted as it resolves). The +1 is a replacement effect kept on for the
-- turn by a lasting effect; the target carries a keyword naming this card.
local function mark(ctx)
	return "relentless_outburst_" .. tostring(ctx.this.id)
end

return {
	targets = function(ctx)
		if ctx:rule("class_bonus") and ctx:rule("champion_damage", 35) then
			return { { label = "champion taking 1 more from each damage", type = "champion", count = 1 } }
		end
		return {}
	end,
	resolve = function(ctx)
		local target = ctx:target(1)
		if target and ctx:rule("class_bonus") and ctx:rule("champion_damage", 35) then
			ctx:lasting({ target = target, duration = "turn", effect = { grant = mark(ctx) } })
			ctx:lasting({ duration = "turn", effect = { trigger = "plus_one" } })
		end
		local mine = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
		for _ = 1, ctx:rule("champion_damage") // 6 do
			for _, unit in ipairs(ctx:objects({ zone = "field", any_type = { "champion", "ally" } })) do
				if mine == nil or unit.id ~= mine.id then
					ctx:deal_damage(unit, 1)
				end
			end
		end
	end,
	replacements = {
		{
			on = "damage",
			lasting = "plus_one",
			label = "it takes 1 more (Relentless Outburst)",
			applies = function(ctx, change)
				return change.target ~= nil and change.amount > 0 and change.target:has_keyword(mark(ctx))
			end,
			instead = function(_ctx, change)
				change.amount = change.amount + 1
				return change
			end,
		},
	},
}
