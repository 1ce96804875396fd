-- Tether in Flames: Class Bonus: costs 2 less. Negate target card activation unless its
-- controller lets this card deal LV + 1 damage to their champion.
return {
	statics = {
		{
			reduce = 2,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	targets = function(_ctx)
		return { { label = "card activation", zone = "stack", other = true, count = 1 } }
	end,
	resolve = function(ctx)
		local card = ctx:target(1)
		if card == nil then
			return
		end
		local owner = card:controller()
		local damage = ctx:rule("level") + 1
		local answer = ctx:choose({
			player = owner,
			prompt = "Take " .. damage .. " damage to your champion so it is not negated?",
			options = { "take damage", "negated" },
		})[1]
		if answer == "take damage" then
			local champion = ctx:objects({ type = "champion", controller = "opponent" })[1]
			ctx:deal_damage(champion, damage)
		else
			ctx:negate(card)
		end
	end,
}
