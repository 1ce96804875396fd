-- Returning Champion (GR 015): Play: Deal 3 damage to Returning Champion. After Fight: If you
-- are haunted, move all damage from Returning Champion to another creature (moved, not
-- dealt: no armor; lethal damage destroys it).
return {
	resolve = function(ctx)
		ctx:deal_damage(ctx.this, 3)
	end,
	fight = function(ctx)
		local damage = ctx.this:damage()
		if not ctx:rule("haunted") or damage == 0 then
			return
		end
		local others = ctx:objects({ zone = "battleline", other = true })
		local pick = ctx:choose({
			prompt = "Move Returning Champion's damage to which creature?",
			objects = others,
		})[1]
		if pick == nil then
			return
		end
		ctx:place_damage(ctx.this, -damage)
		ctx:place_damage(pick, damage)
		ctx:settle()
	end,
}
