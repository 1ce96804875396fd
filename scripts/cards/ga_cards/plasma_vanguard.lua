-- Plasma Vanguard: Intercept (the rules script's keyword trigger). [Damage 25+] Vigor: it has
-- vigor while your champion has 25 or more damage. [Class Bonus] On Enter: if your champion
-- has ten or less damage, put three buff counters on it (checked as it resolves).
local function champion_damage(ctx)
	local champion = ctx:objects({ type = "champion", controller = "you" })[1]
	return champion and champion:damage() or 0
end

return {
	statics = {
		{
			grant = "vigor",
			self_only = true,
			condition = function(ctx)
				return champion_damage(ctx) >= 25
			end,
		},
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: three buff counters if your champion has 10 or less damage (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				if ctx.this:is_valid() and champion_damage(ctx) <= 10 then
					ctx:add_counter(ctx.this, "buff", 3)
				end
			end,
		},
	},
}
