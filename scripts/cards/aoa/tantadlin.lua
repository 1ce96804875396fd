-- Tantadlin (AoA 333), creature: only deals 2 damage when fighting (the stat fight_damage,
-- the rules'). Fight: Discard a random card from your opponent's archives.
return {
	fight = function(ctx)
		local archived = ctx:look({ zone = "archives", controller = "opponent" })
		if #archived > 0 then
			ctx:discard(archived[ctx:random(#archived)])
		end
	end,
}
