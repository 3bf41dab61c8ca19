<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="64" tileheight="64" tilecount="40" columns="8">
 <image source="../assets/tiles/terrain.png" width="512" height="320"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="boulder"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" value="oil"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" value="lava"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" value="repair_pad"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="start" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="rune" value="red"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="rune" value="yellow"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="rune" value="blue"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="rune" value="green"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="rune" value="red"/>
   <property name="start" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="rune" value="yellow"/>
   <property name="start" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="rune" value="blue"/>
   <property name="start" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="terrain" value="empty"/>
   <property name="rune" value="green"/>
   <property name="start" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="edge" value="N"/>
   <property name="feature" value="spike"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="edge" value="E"/>
   <property name="feature" value="spike"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="edge" value="S"/>
   <property name="feature" value="spike"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="edge" value="W"/>
   <property name="feature" value="spike"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="edge" value="N"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="red"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="edge" value="E"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="red"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="edge" value="S"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="red"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="edge" value="W"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="red"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="edge" value="N"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="yellow"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="edge" value="E"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="yellow"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="edge" value="S"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="yellow"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="edge" value="W"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="yellow"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="edge" value="N"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="blue"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="edge" value="E"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="blue"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="edge" value="S"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="blue"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="edge" value="W"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="blue"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="edge" value="N"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="green"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="edge" value="E"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="green"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="edge" value="S"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="green"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="edge" value="W"/>
   <property name="feature" value="gate"/>
   <property name="rune" value="green"/>
  </properties>
 </tile>
</tileset>
