-- Twin Bolts: Play: Deal 2 damage to each of two enemy creatures.
-- With fewer than two enemy creatures it is still played and hits what there is.
return {
	targets = function(_ctx)
		return {
			{
				label = "enemy creatures",
				zone = "battleline",
				controller = "opponent",
				type = "creature",
				count = 2,
			},
		}
	end,
	resolve = function(ctx)
		for _, creature in ipairs(ctx:targets(1)) do
			ctx:deal_damage(creature, 2)
		end
	end,
}
