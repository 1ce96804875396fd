-- Niffle Kong (MM 422), the bottom half of a gigantic creature (played with its top half,
-- the rules'). Play: Search your deck and discard pile for any number of Niffle creatures,
-- reveal them, and put them into your hand. Shuffle your deck. Fight/Reap: You may destroy
-- a friendly Niffle creature (Niffle Kong itself too). If you do, deal 3 damage to a
-- creature, steal 1 æmber, and destroy an enemy artifact (each as far as there is one).
local function gather_niffles(ctx)
	local niffles = {}
	for _, zone in ipairs({ "deck", "discard" }) do
		for _, card in
			ipairs(ctx:look({ zone = zone, controller = "you", type = "creature", subtype = "niffle" }))
		do
			table.insert(niffles, card)
		end
	end
	local picked = ctx:choose({
		prompt = "Take which Niffle creatures into your hand?",
		objects = niffles,
		min = 0,
		max = #niffles,
	})
	if #picked > 0 then
		ctx:reveal(picked)
		for _, card in ipairs(picked) do
			ctx:move(card, "hand")
		end
	end
	ctx:shuffle("deck")
end

local function sacrifice_a_niffle(ctx)
	local niffles = ctx:objects({ zone = "battleline", controller = "you", subtype = "niffle" })
	local victim =
		ctx:choose({ prompt = "Destroy a friendly Niffle creature?", objects = niffles, min = 0, max = 1 })[1]
	if victim == nil or not ctx:destroy(victim) then
		return
	end
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	local hit = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = all })[1]
	if hit ~= nil then
		ctx:deal_damage(hit, 3)
	end
	ctx:steal(1)
	local artifacts = ctx:objects({ zone = "artifacts", controller = "opponent" })
	local artifact = ctx:choose({ prompt = "Destroy which enemy artifact?", objects = artifacts })[1]
	if artifact ~= nil then
		ctx:destroy(artifact)
	end
end

return {
	resolve = gather_niffles,
	fight = sacrifice_a_niffle,
	reap = sacrifice_a_niffle,
}
