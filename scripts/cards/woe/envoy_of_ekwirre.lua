-- Envoy of Ekwirrĕ (WoE 063): After Reap: it trades places with one of its neighbors, and
-- the two trade all their æmber, damage, counters and upgrades too (RULE-EXCHANGE-1).
return {
	reap = function(ctx)
		local neighbor =
			ctx:choose({ prompt = "Swap with which neighbor?", objects = ctx.this:neighbors() })[1]
		if neighbor ~= nil and ctx:swap(ctx.this, neighbor) then
			ctx:exchange(ctx.this, neighbor)
		end
	end,
}
