-- One Stood Against Many (CotA 223), action: Play: ready and fight with a friendly
-- creature three times, each time against a different enemy creature, one fight after the
-- other. Each enemy it fought is "not_fightable" while this card resolves (a "while"
-- lasting effect); a fight that can't happen (no enemy left) is skipped, the readying not.
local function attacked(ctx)
	local out = {}
	for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
		if enemy:has_keyword("attacked_this_turn") then
			out[enemy.id] = true
		end
	end
	return out
end

local function can_fight(ctx, creature)
	return table.find(ctx:uses(creature), "fight") ~= nil
end

return {
	conditions = {
		resolving = function(ctx)
			return ctx.this:zone() == "stack"
		end,
	},
	resolve = function(ctx)
		local creature = ctx:choose({
			prompt = "Which friendly creature stands against many?",
			objects = ctx:objects({ zone = "battleline", controller = "you" }),
		})[1]
		for _ = 1, 3 do
			if creature == nil or not creature:is_valid() then
				return
			end
			ctx:ready(creature)
			if can_fight(ctx, creature) then
				local before = attacked(ctx)
				ctx:use(creature, "fight")
				for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
					if enemy:has_keyword("attacked_this_turn") and not before[enemy.id] then
						ctx:lasting({
							target = enemy,
							duration = "while",
							condition = "resolving",
							effect = { grant = "not_fightable" },
						})
					end
				end
			end
		end
	end,
}
