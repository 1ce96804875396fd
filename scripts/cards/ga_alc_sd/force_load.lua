-- Force Load: choose a fire or norm element Bullet card from your material deck with
-- memory cost 0 and load it into target Gun weapon you control (loaded or not: the text
-- does not ask for an unloaded one). The card goes from the material deck under the gun.
return {
	targets = function(_ctx)
		return {
			{
				label = "Gun weapon you control",
				type = "weapon",
				subtype = "gun",
				controller = "you",
				count = 1,
			},
		}
	end,
	resolve = function(ctx)
		local gun = ctx:target(1)
		if gun == nil or not gun:is_valid() then
			return
		end
		local bullets = {}
		for _, card in ipairs(ctx:look({ zone = "material_deck", controller = "you", subtype = "bullet" })) do
			if card:cost() == 0 and (card:has_element("fire") or card:has_element("norm")) then
				bullets[#bullets + 1] = card
			end
		end
		local card = ctx:choose({ prompt = "a Bullet card to load", objects = bullets, min = 1, max = 1 })[1]
		if card ~= nil then
			ctx:attach(card, gun, "loaded")
		end
	end,
}
